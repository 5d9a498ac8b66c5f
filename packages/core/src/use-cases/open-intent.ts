import type { IntentPayload } from '../domain/entities';
import type { IntentRequest } from '../domain/payment-request.types';
import { buildFlow } from '../flow/build-flow';
import { EMPTY_SELECTIONS, INITIAL_FLOW } from '../state/flow-store';
import {
  INITIAL_LANDING,
  resolveTheme,
  type IntentParams,
  type LandingState,
} from '../state/landing-store';
import type { SelectedTip } from '../state/tips-store';
import type { CoreContext } from './context';
import { loadFees } from './fees';
import { fetchLocationAnswers, loadLocationData, type LocationAnswers } from './load-location';
import { resetAll } from './reset';

/**
 * While the exchange runs, the entry shows the location its address names (the header, under its
 * theme) once that location's answers have come: the intent's usual location, known a round trip
 * before the exchange answers.
 */
function showAddressLocation(
  context: CoreContext,
  params: IntentParams,
  answers: LocationAnswers,
): void {
  const shown = context.stores.landing.getSnapshot();
  if (shown.intentParams !== params || shown.status !== 'loading') return;
  context.stores.landing.set(placeOf(answers));
}

/** The location and theme the header shows from a location's answers; none if it failed. */
function placeOf(answers: LocationAnswers | null): Partial<LandingState> {
  if (answers === null) return {};
  const [location, settings] = answers;
  if (!location.ok) return {};
  return {
    location: location.value,
    theme: resolveTheme(settings.ok ? settings.value.theme : null),
  };
}

/**
 * What a QR or pay-later entry shows before its exchange has answered: loading, under the
 * address's location once its answers are in. A server makes it to paint that header first; the
 * browser's `openIntent` reaches the same state on its way.
 */
export async function previewIntent(context: CoreContext, params: IntentParams): Promise<void> {
  await beginEntry(context, params);
}

/**
 * How both begin: reset, loading, and the location the address names asked for, shown in the
 * header once its answers are in. Returns those answers (the exchange's entry reuses them).
 */
function beginEntry(context: CoreContext, params: IntentParams): Promise<LocationAnswers> {
  resetAll(context);
  context.stores.landing.set({ status: 'loading', intentParams: params });
  const answers = fetchLocationAnswers(context, params.id, null);
  void answers.then(
    (shown) => showAddressLocation(context, params, shown),
    () => undefined,
  );
  return answers;
}

/**
 * A QR or pay-later entry: resets, then exchanges the intent once; refused or unknown intents are
 * not-found, an already-paid one is the `intent-paid` step. Both keep the address's location in
 * the header (docs/decisions/0009-intent-already-paid.md).
 */
export async function openIntent(context: CoreContext, params: IntentParams): Promise<void> {
  const { stores, deps } = context;
  // The address names the intent's location: its calls run alongside the exchange, and the header
  // shows it meanwhile (the intent's own location replaces it if it belongs to another one).
  const early = beginEntry(context, params);
  const deviceId = deps.fingerprint.current().id;
  const request: IntentRequest =
    params.type === 'qr'
      ? { type: 0, deviceId, intent: params.intent }
      : { type: 1, deviceId, scheduledPaymentIntentCode: params.intent };
  const exchanged = await deps.tipsApi.exchangeIntent(request);
  if (stores.landing.getSnapshot().intentParams !== params) return;
  if (!exchanged.ok) {
    // The header keeps the address's location, asked beside the exchange (decision 0009).
    const place = placeOf(await early.catch(() => null));
    if (stores.landing.getSnapshot().intentParams !== params) return;
    // An already-paid intent is beyond the spec's 'non-200 → not-found' (decision 0009).
    const paid = exchanged.error.code === 'intent_already_paid';
    stores.landing.set({
      ...INITIAL_LANDING,
      ...place,
      status: paid ? 'ready' : 'not-found',
      intentParams: params,
    });
    stores.flow.set({ ...INITIAL_FLOW, steps: [paid ? 'intent-paid' : 'not-found'] });
    return;
  }
  const intent = exchanged.value;
  const data = await loadLocationData(
    context,
    intent.locationUid,
    null,
    intent.locationUid === params.id ? early : undefined,
  );
  const selections = { ...EMPTY_SELECTIONS, locationUid: intent.locationUid };
  const steps = buildFlow({
    prefix: null,
    payload: null,
    settings: data.settings,
    intent,
    selections,
  });
  stores.landing.set({
    status: 'ready',
    intent,
    location: data.location,
    settings: data.settings,
    processor: data.processor,
    theme: resolveTheme(data.settings?.theme),
  });
  stores.flow.set({
    steps,
    index: 0,
    subStep: 0,
    subStepCount: Math.max(1, intent.tips.length),
    selections,
  });
  if (intent.total !== null) {
    stores.tips.set({ tips: preAddedTips(intent), fees: intent.tips.map(() => null) });
    await loadFees(context);
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
