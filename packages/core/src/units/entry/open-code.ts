import { parseCode } from '../../domain/codes';
import type { Payload } from '../../domain/entities';
import { EMPTY_SELECTIONS, type Selections } from '../../state/flow-store';
import {
  fetchLocationAnswers,
  loadLocationData,
  loadPoolFeeRules,
  withLocationPayload,
} from '../landing/load-location';
import type { EntryInside } from './inside';
import { resetAll } from './reset';

/** Exchanges a code for its landing and builds the flow; any failure to exchange is not-found. */
export async function openCode(
  entry: EntryInside,
  code: string,
  options: { readonly preSelectedUserUid?: string } = {},
): Promise<void> {
  const { landing, flow, deps } = entry;
  resetAll(entry);
  landing.loading({ code });
  const parsed = parseCode(code);
  if (!parsed) return notFound(entry, code);
  // An L code names its location: its calls run alongside the exchange (dropped if it fails).
  const { coreApi } = deps;
  const early = parsed.prefix === 'L' ? fetchLocationAnswers(coreApi, parsed.uid, null) : undefined;
  const exchanged = await deps.coreApi.exchangeCode(parsed.prefix, parsed.uid);
  if (landing.store.getSnapshot().code !== code) return; // another code was opened meanwhile
  if (!exchanged.ok) return notFound(entry, code);
  let payload: Payload = exchanged.value;
  const locationUid = payload.locationUid;
  if (payload.kind === 'A' && payload.locations.length === 0) {
    landing.opened({ prefix: parsed.prefix, payload });
    // The landing itself says why there is no one to tip: no alert repeats it.
    flow.only('landing');
    return;
  }
  if (locationUid !== null) payload = await withLocationPayload(coreApi, payload, locationUid);
  const stationUid = parsed.prefix === 'S' ? parsed.uid : null;
  // A station's pools follow their own locations' fee rules: asked beside the station's calls.
  const poolFeeRules =
    stationUid !== null ? loadPoolFeeRules(coreApi, entry.alert, payload.pools) : null;
  const data =
    locationUid !== null
      ? await loadLocationData(
          coreApi,
          entry.alert,
          locationUid,
          stationUid,
          locationUid === parsed.uid ? early : undefined,
        )
      : null;
  const rules = await poolFeeRules;

  const preSelected = options.preSelectedUserUid ?? null;
  if (
    preSelected !== null &&
    locationUid !== null &&
    !payload.users.some((u) => u.uid === preSelected)
  ) {
    const user = await deps.coreApi.getLocationUser(locationUid, preSelected);
    if (!user.ok) return notFound(entry, code);
    payload = { ...payload, users: [...payload.users, user.value] };
  }
  if (landing.store.getSnapshot().code !== code) return;
  const selections = initialSelections(payload, locationUid, preSelected);
  landing.opened({ prefix: parsed.prefix, payload, ...data, poolFeeRules: rules });
  flow.start(selections);
}

function initialSelections(
  payload: Payload,
  locationUid: string | null,
  preSelected: string | null,
): Selections {
  const onlyUser =
    payload.users.length === 1 && payload.groups.length === 0 && payload.pools.length === 0;
  const users =
    preSelected !== null
      ? [preSelected]
      : payload.kind === 'U' || onlyUser
        ? payload.users.map((u) => u.uid)
        : [];
  return { ...EMPTY_SELECTIONS, users, locationUid, preSelectedUserUid: preSelected };
}

function notFound(entry: EntryInside, code: string): void {
  entry.landing.closedAs('not-found', { code });
  entry.flow.only('not-found');
}
