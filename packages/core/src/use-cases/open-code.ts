import { parseCode } from '../domain/codes';
import type { Payload } from '../domain/entities';
import { buildFlow } from '../flow/build-flow';
import { EMPTY_SELECTIONS, INITIAL_FLOW, type Selections } from '../state/flow-store';
import { INITIAL_LANDING, resolveTheme } from '../state/landing-store';
import type { CoreContext } from './context';
import { fetchLocationAnswers, loadLocationData, withLocationPayload } from './load-location';
import { resetAll } from './reset';

/** Exchanges a code for its landing and builds the flow; any failure to exchange is not-found. */
export async function openCode(
  context: CoreContext,
  code: string,
  options: { readonly preSelectedUserUid?: string } = {},
): Promise<void> {
  const { stores, deps } = context;
  resetAll(context);
  stores.landing.set({ status: 'loading', code });
  const parsed = parseCode(code);
  if (!parsed) return notFound(context, code);
  // An L code names its location: its calls run alongside the exchange (dropped if it fails).
  const early = parsed.prefix === 'L' ? fetchLocationAnswers(context, parsed.uid, null) : undefined;
  const exchanged = await deps.coreApi.exchangeCode(parsed.prefix, parsed.uid);
  if (stores.landing.getSnapshot().code !== code) return; // another code was opened meanwhile
  if (!exchanged.ok) return notFound(context, code);
  let payload: Payload = exchanged.value;
  const locationUid = payload.locationUid;
  if (payload.kind === 'A' && payload.locations.length === 0) {
    stores.landing.set({ status: 'ready', prefix: parsed.prefix, payload });
    // The landing itself says why there is no one to tip: no alert repeats it.
    stores.flow.set({ ...INITIAL_FLOW, steps: ['landing'] });
    return;
  }
  if (locationUid !== null) payload = await withLocationPayload(context, payload, locationUid);
  const stationUid = parsed.prefix === 'S' ? parsed.uid : null;
  const data =
    locationUid !== null
      ? await loadLocationData(
          context,
          locationUid,
          stationUid,
          locationUid === parsed.uid ? early : undefined,
        )
      : null;

  const preSelected = options.preSelectedUserUid ?? null;
  if (
    preSelected !== null &&
    locationUid !== null &&
    !payload.users.some((u) => u.uid === preSelected)
  ) {
    const user = await deps.coreApi.getLocationUser(locationUid, preSelected);
    if (!user.ok) return notFound(context, code);
    payload = { ...payload, users: [...payload.users, user.value] };
  }
  if (stores.landing.getSnapshot().code !== code) return;
  const selections = initialSelections(payload, locationUid, preSelected);
  const settings = data?.settings ?? null;
  const steps = buildFlow({ prefix: parsed.prefix, payload, settings, intent: null, selections });
  stores.landing.set({
    status: 'ready',
    prefix: parsed.prefix,
    payload,
    location: data?.location ?? null,
    settings,
    processor: data?.processor ?? null,
    theme: resolveTheme(settings?.theme),
  });
  stores.flow.set({ steps, index: 0, subStep: 0, subStepCount: 1, selections });
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

function notFound(context: CoreContext, code: string): void {
  context.stores.landing.set({ ...INITIAL_LANDING, status: 'not-found', code });
  context.stores.flow.set({ ...INITIAL_FLOW, steps: ['not-found'] });
}
