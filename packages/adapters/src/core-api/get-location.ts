import { wireSchemas } from '@tipwell/core';
import type { Location, Result } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

/** GET v3 /web/locations/{uid}: the header's location (its errors keep code and message for the alert). */
export function getLocation(
  http: HttpClient,
  baseUrl: string,
  locationUid: string,
): Promise<Result<Location>> {
  return http.send({
    method: 'GET',
    url: buildUrl(baseUrl, '/v3/web/locations/{uid}', { uid: locationUid }),
    schema: wireSchemas.location,
  });
}
