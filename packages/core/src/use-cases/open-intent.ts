import type { IntentPayload } from '../domain/entities';
import type { IntentRequest } from '../domain/payment-request.types';
import { buildFlow } from '../flow/build-flow';
import { EMPTY_SELECTIONS, INITIAL_FLOW } from '../state/flow-store';
import { INITIAL_LANDING, resolveTheme, type IntentParams } from '../state/landing-store';
import type { SelectedTip } from '../state/tips-store';
import type { CoreContext } from './context';
import { loadFees } from './fees';
import { fetchLocationAnswers, loadLocationData } from './load-location';
import { resetAll } from './reset';

/**
 * A QR or pay-later entry: resets, then exchanges the intent once; refused or unknown intents are
 * not-found, an already-paid one is the `intent-paid` step.
 */
export async function openIntent(context: CoreContext, params: IntentParams): Promise<void> {
  const { stores, deps } = context;
  resetAll(context);
  stores.landing.set({ status: 'loading', intentParams: params });
  const deviceId = deps.fingerprint.current().id;
  const request: IntentRequest =
    params.type === 'qr'
      ? { type: 0, deviceId, intent: params.intent }
      : { type: 1, deviceId, scheduledPaymentIntentCode: params.intent };
  // The address names the intent's location: its calls run alongside the exchange (dropped if the
  // exchange fails or the intent belongs to another location).
  const early = fetchLocationAnswers(context, params.id, null);
  const exchanged = await deps.tipsApi.exchangeIntent(request);
  if (stores.landing.getSnapshot().intentParams !== params) return;
  if (!exchanged.ok && exchanged.error.code === 'intent_already_paid') {
    // Beyond the spec's 'non-200 → not-found' (docs/decisions/0009-intent-already-paid.md).
    stores.landing.set({ ...INITIAL_LANDING, status: 'ready', intentParams: params });
    stores.flow.set({ ...INITIAL_FLOW, steps: ['intent-paid'] });
    return;
  }
  if (!exchanged.ok) {
    stores.landing.set({ ...INITIAL_LANDING, status: 'not-found', intentParams: params });
    stores.flow.set({ ...INITIAL_FLOW, steps: ['not-found'] });
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
