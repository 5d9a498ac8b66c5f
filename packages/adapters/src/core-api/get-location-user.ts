import { wireSchemas } from '@tipwell/core';
import type { Result, User } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

/** GET v3 /web/locations/{uid}/users/{userUid}: 404 (`not_found`) when the user is not at that location. */
export function getLocationUser(
  http: HttpClient,
  baseUrl: string,
  locationUid: string,
  userUid: string,
): Promise<Result<User>> {
  return http.send({
    method: 'GET',
    url: buildUrl(baseUrl, '/v3/web/locations/{uid}/users/{userUid}', {
      uid: locationUid,
      userUid,
    }),
    schema: wireSchemas.user,
  });
}
