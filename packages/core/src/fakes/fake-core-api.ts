import type {
  CodePrefix,
  Location,
  Payload,
  SystemSettings,
  TipSettings,
  User,
} from '../domain/entities';
import { AppError, err, ok, type Result } from '../domain/errors';
import type { CoreApi } from '../ports/core-api';
import {
  DEMO_PAYLOADS,
  HARBOR_SETTINGS,
  HARBOR_SUITES,
  HARBOR_VIEW,
  LUMEN,
  LUMEN_SETTINGS,
  STATION_SETTINGS,
  SUITES_SETTINGS,
} from './demo-slice';
import { FakeSwitches } from './fake-switches';

export type CoreApiMethod = keyof CoreApi;

/** An in-memory core service over the demo slice; records calls, can fail or hang on demand. */
export class FakeCoreApi implements CoreApi {
  readonly calls: { readonly method: CoreApiMethod; readonly args: readonly unknown[] }[] = [];
  readonly switches = new FakeSwitches<CoreApiMethod>();
  payloads: Record<string, Payload> = { ...DEMO_PAYLOADS };
  locations: Record<string, Location> = {
    '100': LUMEN,
    '200': HARBOR_VIEW,
    '210': HARBOR_SUITES,
  };
  settings: Record<string, TipSettings> = {
    '100': LUMEN_SETTINGS,
    '200': HARBOR_SETTINGS,
    '210': SUITES_SETTINGS,
    S300: STATION_SETTINGS,
  };
  processor: SystemSettings['webProcessor'] = 'sandbox';

  /** The next call of `method` answers this error (once). */
  failNext(method: CoreApiMethod, error: AppError = new AppError('network', 'offline')): void {
    this.switches.failNext(method, error);
  }

  /** Calls of `method` never answer until `release()`. */
  hang(method: CoreApiMethod): void {
    this.switches.hang(method);
  }

  release(): void {
    this.switches.release();
  }

  exchangeCode(prefix: CodePrefix, uid: string): Promise<Result<Payload>> {
    return this.answer('exchangeCode', [prefix, uid], () => this.payloads[`${prefix}${uid}`]);
  }

  getLocation(locationUid: string): Promise<Result<Location>> {
    return this.answer('getLocation', [locationUid], () => this.locations[locationUid]);
  }

  getLocationUser(locationUid: string, userUid: string): Promise<Result<User>> {
    return this.answer('getLocationUser', [locationUid, userUid], () =>
      this.payloads[`L${locationUid}`]?.users.find((user) => user.uid === userUid),
    );
  }

  getTipSettings(
    target: { locationUid: string } | { stationUid: string },
  ): Promise<Result<TipSettings>> {
    const key = 'stationUid' in target ? `S${target.stationUid}` : target.locationUid;
    return this.answer('getTipSettings', [target], () => this.settings[key]);
  }

  getSystemSettings(locationUid: string): Promise<Result<SystemSettings>> {
    return this.answer('getSystemSettings', [locationUid], () =>
      this.locations[locationUid] ? { webProcessor: this.processor } : undefined,
    );
  }

  private answer<T>(
    method: CoreApiMethod,
    args: unknown[],
    find: () => T | undefined,
  ): Promise<Result<T>> {
    this.calls.push({ method, args });
    return this.switches.run(method, () => {
      const value = find();
      return value === undefined
        ? err(new AppError('not_found', 'Not found', { status: 404, serverCode: 'NOT_FOUND' }))
        : ok(value);
    });
  }
}
