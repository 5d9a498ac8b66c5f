import type { CoreApi } from '../../ports/core-api';
import {
  INITIAL_LANDING,
  resolveTheme,
  type IntentParams,
  type LandingState,
  type LandingStatus,
} from '../../state/landing-store';
import { createStore, type Store } from '../../state/store';
import type { Transaction } from '../../state/transaction';
import type { AlertUnit } from '../alert/alert-unit';
import { loadLocationData, withLocationPayload } from './load-location';

type Patch = Omit<Partial<LandingState>, 'status'>;
type Opened = Omit<Patch, 'theme'>;

/**
 * The landing unit: what the guest's address opened (the code or intent, its payload, location,
 * settings, processor and theme); its location calls (`load-location.ts`) are plain functions of
 * the core service the entry unit calls too. It has no actions of its own:
 * the entry unit opens and restores it, the flow unit's location choice loads another location.
 */
export interface LandingUnit {
  readonly store: Store<LandingState>;
  /** An entry begins: loading, for a code or an intent's address. */
  loading(entry: { readonly code: string | null } | { readonly intentParams: IntentParams }): void;
  /** The exchange answered: the landing is ready with what it opened (the theme its settings'). */
  opened(landing: Opened): void;
  /** An entry with nothing to tip: not-found, or ready on its own screen (an intent already paid). */
  closedAs(status: Exclude<LandingStatus, 'idle' | 'loading'>, landing: Patch): void;
  /** The header's place while an intent's exchange runs: only while that entry is still loading. */
  showPlace(params: IntentParams, place: Pick<Patch, 'location' | 'theme'>): void;
  /** The landing this tab saved, back as it was (`status` included). */
  restore(saved: LandingState): void;
  /** A redirect return settled: the restored landing is ready again. */
  ready(): void;
  /** An account's location chosen: its people, pools and settings merged in; false without a payload. */
  openLocation(uid: string): Promise<boolean>;
  reset(): void;
}

export function createLandingUnit(input: {
  readonly transaction: Transaction;
  readonly coreApi: CoreApi;
  readonly alert: Pick<AlertUnit, 'show'>;
}): LandingUnit {
  const { coreApi, alert } = input;
  const store = createStore(INITIAL_LANDING, input.transaction);
  // What a location's settings decide: the theme.
  const show = (landing: Omit<Partial<LandingState>, 'theme'>): void =>
    store.set({ ...landing, theme: resolveTheme(landing.settings?.theme) });
  return {
    store,
    loading: (entry) => store.set({ status: 'loading', ...entry }),
    opened: (landing) => show({ ...landing, status: 'ready' }),
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
      const data = await loadLocationData(coreApi, alert, uid, null);
      show({ payload: { ...merged, kind: payload.kind }, ...data });
      return true;
    },
    reset: () => store.reset(),
  };
}
