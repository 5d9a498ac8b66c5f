import type {
  CodePrefix,
  CoreApi,
  Location,
  Payload,
  Result,
  SystemSettings,
  TipSettings,
  User,
} from '@tipwell/core';
import type { HttpClient } from '../http/http-client';
import { exchangeCode } from './exchange-code';
import { getLocation } from './get-location';
import { getLocationUser } from './get-location-user';
import { getSystemSettings } from './get-system-settings';
import { getTipSettings } from './get-tip-settings';

export interface HttpApiConfig {
  /** The service's base URL, e.g. `/api/core` or `https://core.example.com`. */
  readonly baseUrl: string;
  readonly http: HttpClient;
}

/** The core service over HTTP: one endpoint per file, composed here. */
export class HttpCoreApi implements CoreApi {
  private readonly baseUrl: string;
  private readonly http: HttpClient;

  constructor(config: HttpApiConfig) {
    this.baseUrl = config.baseUrl;
    this.http = config.http;
  }

  exchangeCode(prefix: CodePrefix, uid: string): Promise<Result<Payload>> {
    return exchangeCode(this.http, this.baseUrl, prefix, uid);
  }

  getLocation(locationUid: string): Promise<Result<Location>> {
    return getLocation(this.http, this.baseUrl, locationUid);
  }

  getLocationUser(locationUid: string, userUid: string): Promise<Result<User>> {
    return getLocationUser(this.http, this.baseUrl, locationUid, userUid);
  }

  getTipSettings(
    target: { locationUid: string } | { stationUid: string },
  ): Promise<Result<TipSettings>> {
    return getTipSettings(this.http, this.baseUrl, target);
  }

  getSystemSettings(locationUid: string): Promise<Result<SystemSettings>> {
    return getSystemSettings(this.http, this.baseUrl, locationUid);
  }
}
