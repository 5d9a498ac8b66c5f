import type { Result } from '../domain/errors';
import type {
  CodePrefix,
  Location,
  Payload,
  SystemSettings,
  TipSettings,
  User,
} from '../domain/entities';

/** The core service: what a code is, where it is, and how it tips. */
export interface CoreApi {
  /** Exchanges a code (prefix + uid) for its landing payload; a refusal is `not_found`. */
  exchangeCode(prefix: CodePrefix, uid: string): Promise<Result<Payload>>;
  getLocation(locationUid: string): Promise<Result<Location>>;
  getLocationUser(locationUid: string, userUid: string): Promise<Result<User>>;
  /** Tip settings of a location, or of a station when `stationUid` is given. */
  getTipSettings(
    target: { locationUid: string } | { stationUid: string },
  ): Promise<Result<TipSettings>>;
  getSystemSettings(locationUid: string): Promise<Result<SystemSettings>>;
}
