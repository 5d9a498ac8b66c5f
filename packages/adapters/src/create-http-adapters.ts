import { HttpCoreApi } from './core-api/http-core-api';
import { HttpClient } from './http/http-client';
import type { HttpClientConfig } from './http/http-client';
import { HttpTipsApi } from './tips-api/http-tips-api';

export interface HttpAdaptersConfig extends HttpClientConfig {
  /** e.g. `/api/core` (same origin) or a full URL. */
  readonly coreBaseUrl: string;
  /** e.g. `/api/tips`. */
  readonly tipsBaseUrl: string;
}

export interface HttpAdapters {
  readonly http: HttpClient;
  readonly coreApi: HttpCoreApi;
  readonly tipsApi: HttpTipsApi;
}

/** Both services over one HTTP client (one policy, one fingerprint header). */
export function createHttpAdapters(config: HttpAdaptersConfig): HttpAdapters {
  const http = new HttpClient(config);
  return {
    http,
    coreApi: new HttpCoreApi({ baseUrl: config.coreBaseUrl, http }),
    tipsApi: new HttpTipsApi({ baseUrl: config.tipsBaseUrl, http }),
  };
}
