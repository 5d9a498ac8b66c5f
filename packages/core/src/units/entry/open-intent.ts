import type { IntentPayload } from '../../domain/entities';
import type { IntentRequest } from '../../domain/payment-request.types';
import { EMPTY_SELECTIONS } from '../../state/flow-store';
import { resolveTheme, type IntentParams, type LandingState } from '../../state/landing-store';
import type { SelectedTip } from '../../state/tips-store';
import {
  fetchLocationAnswers,
  loadLocationData,
  type LocationAnswers,
} from '../landing/load-location';
import type { EntryInside } from './inside';
import { resetAll } from './reset';

/** The location and theme the header shows from a location's answers; none if it failed. */
function placeOf(
  answers: LocationAnswers | null,
): Pick<Partial<LandingState>, 'location' | 'theme'> {
  if (answers === null) return {};
  const [location, settings] = answers;
  if (!location.ok) return {};
  return {
    location: location.value,
    theme: resolveTheme(settings.ok ? settings.value.theme : null),
  };
}

/**
 * How it begins: reset, loading, and the location the address names asked for, shown in the
 * header once its answers are in (while the exchange still runs: the intent's usual location,
 * known a round trip before the exchange answers). Returns those answers (the exchange's entry
 * reuses them).
 */
function beginEntry(entry: EntryInside, params: IntentParams): Promise<LocationAnswers> {
  resetAll(entry);
  entry.landing.loading({ intentParams: params });
  const answers = fetchLocationAnswers(entry.deps.coreApi, params.id, null);
  void answers.then(
    (shown) => entry.landing.showPlace(params, placeOf(shown)),
    () => undefined,
  );
  return answers;
}

/**
 * A QR or pay-later entry: resets, then exchanges the intent once; refused or unknown intents are
 * not-found, an already-paid one is the `intent-paid` step. Both keep the address's location in
 * the header (docs/decisions/0009-intent-already-paid.md).
 */
export async function openIntent(entry: EntryInside, params: IntentParams): Promise<void> {
  const { landing, flow, tips, deps } = entry;
  // The address names the intent's location: its calls run alongside the exchange, and the header
  // shows it meanwhile (the intent's own location replaces it if it belongs to another one).
  const early = beginEntry(entry, params);
  const deviceId = deps.fingerprint.current().id;
  const request: IntentRequest =
    params.type === 'qr'
      ? { type: 0, deviceId, intent: params.intent }
      : { type: 1, deviceId, scheduledPaymentIntentCode: params.intent };
  const exchanged = await deps.tipsApi.exchangeIntent(request);
  if (landing.store.getSnapshot().intentParams !== params) return;
  if (!exchanged.ok) {
    // The header keeps the address's location, asked beside the exchange (decision 0009).
    const place = placeOf(await early.catch(() => null));
    if (landing.store.getSnapshot().intentParams !== params) return;
    // An intent already paid has its own screen, not not-found (decision 0009).
    const paid = exchanged.error.code === 'intent_already_paid';
    landing.closedAs(paid ? 'ready' : 'not-found', { ...place, intentParams: params });
    flow.only(paid ? 'intent-paid' : 'not-found');
    return;
  }
  const intent = exchanged.value;
  const data = await loadLocationData(
    deps.coreApi,
    entry.alert,
    intent.locationUid,
    null,
    intent.locationUid === params.id ? early : undefined,
  );
  landing.opened({ intent, ...data });
  flow.start(
    { ...EMPTY_SELECTIONS, locationUid: intent.locationUid },
    Math.max(1, intent.tips.length),
  );
  if (intent.total !== null) {
    tips.preAdd(preAddedTips(intent), intent.tips.length);
    await tips.loadFees();
  }
}

/** An intent with a total pre-adds its tips (straight to payment). */
function preAddedTips(intent: IntentPayload): SelectedTip[] {
  return intent.tips
    .filter((tip) => tip.amount > 0)
    .map((tip) => ({
      recipient: { kind: 'user', uid: tip.userUid },
      level: 'custom',
      amount: tip.amount,
    }));
}
