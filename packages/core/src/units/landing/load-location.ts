import type {
  Location,
  Payload,
  Pool,
  Processor,
  SystemSettings,
  TipSettings,
  Transparency,
} from '../../domain/entities';
import type { Result } from '../../domain/errors';
import type { CoreApi } from '../../ports/core-api';
import { message, rawMessage } from '../../domain/messages';
import type { AlertUnit } from '../alert/alert-unit';

export interface LocationData {
  readonly location: Location | null;
  readonly settings: TipSettings | null;
  readonly processor: Processor | null;
}

/** The three location answers, as fetched (errors included). */
export type LocationAnswers = readonly [
  Result<Location>,
  Result<TipSettings>,
  Result<SystemSettings>,
];

/**
 * The calls a location's screens need, as made for `locationUid` (and a station's settings when
 * `stationUid` is set). A server preparing a QR or pay-later entry makes the same calls, so the
 * page can carry their answers to the browser's own opening.
 */
function locationAnswers(
  coreApi: CoreApi,
  locationUid: string,
  stationUid: string | null,
): Promise<LocationAnswers> {
  return Promise.all([
    coreApi.getLocation(locationUid),
    coreApi.getTipSettings(stationUid !== null ? { stationUid } : { locationUid }),
    coreApi.getSystemSettings(locationUid),
  ]);
}

/**
 * Starts the location's calls without reporting anything: `openCode` (an L code) and `openIntent`
 * start them while the exchange is still running, and drop them if it fails. A dropped call that
 * rejects is not an unhandled rejection; whoever awaits the answers still sees it.
 */
export function fetchLocationAnswers(
  coreApi: CoreApi,
  locationUid: string,
  stationUid: string | null,
): Promise<LocationAnswers> {
  const answers = locationAnswers(coreApi, locationUid, stationUid);
  void answers.catch(() => undefined);
  return answers;
}

/**
 * Fetches what the header, the tip cards and the fee calls need (or takes the answers already
 * `started`). A location error shows the server's code as the alert title and its message as
 * text; the guest can still tip.
 */
export async function loadLocationData(
  coreApi: CoreApi,
  alert: Pick<AlertUnit, 'show'>,
  locationUid: string,
  stationUid: string | null,
  started?: Promise<LocationAnswers>,
): Promise<LocationData> {
  const [location, settings, system] = await (started ??
    fetchLocationAnswers(coreApi, locationUid, stationUid));
  if (!location.ok) {
    const error = location.error;
    alert.show(rawMessage(error.serverCode ?? error.code.toUpperCase()), rawMessage(error.message));
  } else if (!settings.ok || !system.ok) {
    alert.show(message('fees.failed.title'), message('error.generic'));
  }
  return {
    location: location.ok ? location.value : null,
    settings: settings.ok ? settings.value : null,
    processor: system.ok ? system.value.webProcessor : null,
  };
}

/**
 * A station's pools are charged under their own locations' fee rules (decision 0039): the
 * transparency of each of those locations, by uid (one call each, beside the station's own). A
 * location whose settings did not answer is left out: its pools' lines pay the fee
 * (`lineFeeRule`), and the failed settings' alert says the fee may be off.
 */
export async function loadPoolFeeRules(
  coreApi: CoreApi,
  alert: Pick<AlertUnit, 'show'>,
  pools: readonly Pool[],
): Promise<Readonly<Record<string, Transparency>>> {
  const uids = [...new Set(pools.map((pool) => pool.locationUid))];
  const answers = await Promise.all(
    uids.map((locationUid) => coreApi.getTipSettings({ locationUid })),
  );
  if (answers.some((answer) => !answer.ok)) {
    alert.show(message('fees.failed.title'), message('error.generic'));
  }
  return Object.fromEntries(
    answers.flatMap((answer, index) =>
      answer.ok ? [[uids[index], answer.value.transparency]] : [],
    ),
  );
}

/** An account's or a location's payload with the location's people, pools and groups merged in. */
export async function withLocationPayload(
  coreApi: CoreApi,
  payload: Payload,
  locationUid: string,
): Promise<Payload> {
  if (payload.kind !== 'A') return payload;
  const result = await coreApi.exchangeCode('L', locationUid);
  if (!result.ok) return payload;
  const { users, pools, groups } = result.value;
  return { ...payload, locationUid, users, pools, groups };
}
