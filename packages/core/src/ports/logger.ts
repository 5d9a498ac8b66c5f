/** How bad an event is; a host may drop the levels below its threshold. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * The structured fields of one event. Plain values only, and never personal data: no e-mail, name,
 * room number, card detail, token or free text a guest typed (decision 0018). Errors go in through
 * `errorFields`, which keeps their name and code, not their message.
 */
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;

/** Where the core reports what went wrong beside the stores: the host decides where it goes. */
export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

/**
 * The fields an error may put in a log: its name and, when it has one, its stable code. A message is
 * left out: a provider's or a parser's message may quote what the guest typed.
 */
export function errorFields(error: unknown): LogFields {
  if (error === null || typeof error !== 'object') return { error: typeof error };
  const record = error as { readonly name?: unknown; readonly code?: unknown };
  const name = typeof record.name === 'string' ? record.name : 'object';
  return typeof record.code === 'string' || typeof record.code === 'number'
    ? { error: name, code: record.code }
    : { error: name };
}

/** Says nothing: for hosts that do not log. */
export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
