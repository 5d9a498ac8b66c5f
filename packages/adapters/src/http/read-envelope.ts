import * as v from 'valibot';
import { AppError, err, ok, parseWith } from '@tipwell/core';
import type { Result, Schema } from '@tipwell/core';
import type { AttemptResponse } from './attempt-fetch';

const errorEnvelope = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A 4xx/5xx answer as the core's error: its envelope's code and message when it has one. */
function readFailure(response: AttemptResponse): AppError {
  const { status } = response;
  const json = parseJson(response.text);
  const envelope = json.ok ? parseWith(errorEnvelope, json.value, 'body') : null;
  const serverCode = envelope?.ok ? envelope.value.error.code : null;
  const message = envelope?.ok ? envelope.value.error.message : `The server answered ${status}`;
  const options = { status, serverCode };
  if (status === 404) return new AppError('not_found', message, options);
  if (status === 409 && serverCode === 'INTENT_ALREADY_PAID') {
    return new AppError('intent_already_paid', message, options);
  }
  return new AppError('http', message, options);
}

/**
 * Turns an answer into a value the core can trust: `{ data }` validated against `schema`, or the
 * closed AppError set. A 2xx that is not JSON, has no `data`, or does not match is `malformed`.
 */
export function readEnvelope<T>(response: AttemptResponse, schema: Schema<T>): Result<T> {
  const { status } = response;
  if (status < 200 || status > 299) return err(readFailure(response));
  const json = parseJson(response.text);
  if (!json.ok) return err(new AppError('malformed', 'The response is not JSON', { status }));
  const body = json.value;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) {
    return err(new AppError('malformed', 'The response has no data envelope', { status }));
  }
  const checked = parseWith(schema, body.data);
  return checked.ok
    ? ok(checked.value)
    : err(new AppError('malformed', `Unexpected response: ${checked.message}`, { status }));
}
