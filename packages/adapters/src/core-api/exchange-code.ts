import { wireSchemas } from '@tipwell/core';
import { AppError, err } from '@tipwell/core';
import type { CodePrefix, Payload, Result } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

/** Where each code prefix exchanges (L through its payload route, see the contract). */
const ROUTES: Readonly<Record<CodePrefix, string>> = {
  L: '/v3/web/locations/{uid}/payload',
  P: '/v2/web/pools/{uid}',
  S: '/v2/web/stations/{uid}',
  A: '/v1/web/accounts/{uid}',
  U: '/v1/web/users/{uid}',
};

/**
 * GET the landing payload of a code. Only a 200 opens a code (docs/service-contract.md), so every
 * refusal (any 4xx/5xx answer) reads as `not_found`; a dropped network or a timeout stays what it is,
 * so the screen can offer to try again. A payload of another kind than asked is malformed.
 */
export async function exchangeCode(
  http: HttpClient,
  baseUrl: string,
  prefix: CodePrefix,
  uid: string,
): Promise<Result<Payload>> {
  const route = Object.hasOwn(ROUTES, prefix) ? ROUTES[prefix] : undefined;
  if (route === undefined) return err(new AppError('not_found', `Unknown code prefix ${prefix}`));
  const result = await http.send({
    method: 'GET',
    url: buildUrl(baseUrl, route, { uid }),
    schema: wireSchemas.payload,
  });
  if (!result.ok) {
    const { error } = result;
    if (error.code !== 'http') return result;
    return err(
      new AppError('not_found', error.message, {
        status: error.status,
        serverCode: error.serverCode,
        cause: error,
      }),
    );
  }
  if (result.value.kind !== prefix) {
    return err(
      new AppError('malformed', `Asked for a ${prefix} payload, got ${result.value.kind}`, {
        status: 200,
      }),
    );
  }
  return result;
}
