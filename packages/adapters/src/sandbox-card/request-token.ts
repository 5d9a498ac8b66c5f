import { globalFetch } from '../http/attempt-fetch';
import type { FetchLike } from '../http/attempt-fetch';
import { buildUrl } from '../http/url';
import { CARD_FIELDS } from './card-fields';
import type { CardField } from './card-fields';

export interface TokenRequest {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly postalCode: string;
  readonly name: string;
}

export type TokenAnswer =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'invalid'; readonly field: CardField | null; readonly message: string }
  | { readonly kind: 'error'; readonly message: string };

/** The provider's HTTP timeout. */
const PROVIDER_TIMEOUT_MS = 60_000;

const FIELD_WORDS: readonly (readonly [CardField, RegExp])[] = [
  ['number', /number/i],
  ['expiry', /expir/i],
  ['cvc', /cvc|cvv|security/i],
  ['postalCode', /postal|zip/i],
  ['name', /name/i],
];

/** The field a 422 is about: its `field` when it names one, else the first field its message names. */
function fieldOf(error: Record<string, unknown>): CardField | null {
  const named = error.field;
  if (typeof named === 'string' && (CARD_FIELDS as readonly string[]).includes(named))
    return named as CardField;
  const message = typeof error.message === 'string' ? error.message : '';
  return FIELD_WORDS.find(([, words]) => words.test(message))?.[0] ?? null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * POST the card to the provider's token endpoint. This is the only place the card number leaves
 * the form. Never throws. One attempt: a token request has no idempotency key to make a repeat safe.
 */
export async function requestToken(
  providerBaseUrl: string,
  card: TokenRequest,
  fetchImpl: FetchLike = globalFetch,
): Promise<TokenAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROVIDER_TIMEOUT_MS);
  try {
    const response = await fetchImpl(buildUrl(providerBaseUrl, '/sandbox-provider/v1/tokens'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(card),
      signal: controller.signal,
    });
    const body = asRecord(await response.json().catch(() => null));
    if (response.ok) {
      const token = asRecord(body?.data)?.token;
      return typeof token === 'string' && token !== ''
        ? { kind: 'token', token }
        : { kind: 'error', message: 'The card service answered without a token' };
    }
    const error = asRecord(body?.error);
    if (response.status === 422 && error) {
      const message = typeof error.message === 'string' ? error.message : 'Check the card details';
      return { kind: 'invalid', field: fieldOf(error), message };
    }
    return { kind: 'error', message: `The card service answered ${response.status}` };
  } catch {
    return { kind: 'error', message: 'The card service could not be reached' };
  } finally {
    clearTimeout(timer);
  }
}
