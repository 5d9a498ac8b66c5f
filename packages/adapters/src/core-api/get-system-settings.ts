import { systemSettingsSchema } from '@tipwell/core';
import type { Result, SystemSettings } from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { buildUrl } from '../http/url';

/** GET v2 /system-settings/web?locationUid={uid}: which card processor the location uses. */
export function getSystemSettings(
  http: HttpClient,
  baseUrl: string,
  locationUid: string,
): Promise<Result<SystemSettings>> {
  return http.send({
    method: 'GET',
    url: buildUrl(baseUrl, '/v2/system-settings/web', {}, { locationUid }),
    schema: systemSettingsSchema,
  });
}
