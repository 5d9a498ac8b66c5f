import { wireSchemas } from '@tipwell/core';
import type { Result, TipSettings } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

/** GET v2 /web/locations/{uid}/settings, or v2 /web/stations/{uid}/settings for a station. */
export function getTipSettings(
  http: HttpClient,
  baseUrl: string,
  target: { locationUid: string } | { stationUid: string },
): Promise<Result<TipSettings>> {
  const url =
    'stationUid' in target
      ? buildUrl(baseUrl, '/v2/web/stations/{uid}/settings', { uid: target.stationUid })
      : buildUrl(baseUrl, '/v2/web/locations/{uid}/settings', { uid: target.locationUid });
  return http.send({ method: 'GET', url, schema: wireSchemas.tipSettings });
}
