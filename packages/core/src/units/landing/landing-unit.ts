import type { Payload } from '../../domain/entities';
import type { CoreApi } from '../../ports/core-api';
import {
  createLandingStore,
  INITIAL_LANDING,
  resolveTheme,
  type IntentParams,
  type LandingState,
  type LandingStatus,
} from '../../state/landing-store';
import type { Store } from '../../state/store';
import type { Transaction } from '../../state/transaction';
import type { AlertUnit } from '../alert/alert-unit';
import {
  fetchLocationAnswers,
  loadLocationData,
  withLocationPayload,
  type LocationAnswers,
  type LocationData,
} from './load-location';

type Opened = Omit<Partial<LandingState>, 'status'>;

/**
 * The landing unit: what the guest's address opened (the code or intent, its payload, location,
 * settings, processor and theme) and the location calls behind it. It has no actions of its own:
 * the entry unit opens and restores it, the flow unit's location choice loads another location.
 */
export interface LandingUnit {
  readonly store: Store<LandingState>;
  /** An entry begins: loading, for a code or an intent's address. */
  loading(entry: { readonly code: string | null } | { readonly intentParams: IntentParams }): void;
  /** The exchange answered: the landing is ready with what it opened. */
  opened(landing: Opened): void;
  /** An entry with nothing to tip: not-found, or ready on its own screen (an intent already paid). */
  closedAs(status: Exclude<LandingStatus, 'idle' | 'loading'>, landing: Opened): void;
  /** The header's place while an intent's exchange runs: only while that entry is still loading. */
  showPlace(params: IntentParams, place: Pick<Opened, 'location' | 'theme'>): void;
  /** The landing this tab saved, back as it was (`status` included). */
  restore(saved: LandingState): void;
  /** A redirect return settled: the restored landing is ready again. */
  ready(): void;
  /** An account's location chosen: its people, pools and settings merged in; false without a payload. */
  openLocation(uid: string): Promise<boolean>;
  /** The location's calls, started now (an L code and an intent's address start them early). */
  fetchAnswers(locationUid: string, stationUid: string | null): Promise<LocationAnswers>;
  loadLocation(
    locationUid: string,
    stationUid: string | null,
    started?: Promise<LocationAnswers>,
  ): Promise<LocationData>;
  withLocationPayload(payload: Payload, locationUid: string): Promise<Payload>;
  reset(): void;
}

export function createLandingUnit(input: {
  readonly transaction: Transaction;
  readonly coreApi: CoreApi;
  readonly alert: Pick<AlertUnit, 'show'>;
}): LandingUnit {
  const { coreApi, alert } = input;
  const store = createLandingStore(undefined, input.transaction);
  const loadLocation: LandingUnit['loadLocation'] = (locationUid, stationUid, started) =>
    loadLocationData({ coreApi, alert }, locationUid, stationUid, started);
  return {
    store,
    loading: (entry) => store.set({ status: 'loading', ...entry }),
    opened: (landing) => store.set({ ...landing, status: 'ready' }),
    closedAs: (status, landing) => store.set({ ...INITIAL_LANDING, ...landing, status }),
    showPlace(params, place) {
      const shown = store.getSnapshot();
      if (shown.intentParams !== params || shown.status !== 'loading') return;
      store.set(place);
    },
    restore: (saved) => store.set(saved),
    ready: () => store.set({ status: 'ready' }),
    async openLocation(uid) {
      const payload = store.getSnapshot().payload;
      if (!payload) return false;
      const merged = await withLocationPayload(coreApi, { ...payload, kind: 'A' }, uid);
      const data = await loadLocation(uid, null);
      store.set({
        payload: { ...merged, kind: payload.kind },
        location: data.location,
        settings: data.settings,
        processor: data.processor,
        theme: resolveTheme(data.settings?.theme),
      });
      return true;
    },
    fetchAnswers: (locationUid, stationUid) =>
      fetchLocationAnswers(coreApi, locationUid, stationUid),
    loadLocation,
    withLocationPayload: (payload, locationUid) =>
      withLocationPayload(coreApi, payload, locationUid),
    reset: () => store.reset(),
  };
}
