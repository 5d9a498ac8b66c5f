/**
 * What pino writes as `[redacted]` wherever it turns up in a log line (a logged request, an
 * error's cause, a field merged in): the headers that carry a guest's identity or a replayable
 * key, and the personal fields of the contract's bodies. The request log already names none of
 * them (request-log.ts); this holds for the lines someone adds later.
 */
const HEADERS = [
  'authorization',
  'cookie',
  '"set-cookie"',
  '"x-device-fingerprint"',
  '"idempotency-key"',
  '"x-forwarded-for"',
];
const FIELDS = [
  'email',
  'customerName',
  'roomNumber',
  'postalCode',
  'cardNumber',
  'encryptedCardNumber',
  'password',
];

export const REDACTED = {
  paths: [
    ...HEADERS.flatMap((name) => [`req.headers.${name}`, `headers.${name}`, `*.headers.${name}`]),
    ...FIELDS.flatMap((name) => [name, `*.${name}`]),
  ],
  censor: '[redacted]',
};
