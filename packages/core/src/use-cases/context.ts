import type { MessageRef } from '../domain/messages';
import { buildFlow } from '../flow/build-flow';
import { navigate, type FlowEvent } from '../flow/navigation';
import type { AppError } from '../domain/errors';
import { errorFields } from '../ports/logger';
import type { AlertSeverity } from '../state/alert-store';
import type { Selections } from '../state/flow-store';
import type { EntriesInFlight } from './entries-in-flight';
import type { FeeRequests } from './fee-requests';
import type { TipAgainUrl } from './tip-again-url';
import type { TippingCoreDeps, WritableStores } from './tipping-core.types';
import type { UnansweredPayments } from './unanswered-payments';
import type { WidgetSlot } from './widget-slot';

/**
 * What every use case is given: the ports, the stores, and the units' private state, each behind
 * its own small object (no use case writes another unit's fields).
 */
export interface CoreContext {
  readonly deps: TippingCoreDeps;
  readonly stores: WritableStores;
  /** The payment unit's widget (gateway, mounted widget, amount, generation). */
  readonly widget: WidgetSlot;
  /** The payment unit's request that got no answer (resent by the next press). */
  readonly unanswered: UnansweredPayments;
  /** The tips unit's fee calls on their way. */
  readonly fees: FeeRequests;
  /** The landing unit's entries on their way (parallel calls for one address share one). */
  readonly entries: EntriesInFlight;
  /** The flow unit's tip-again URL a redirect return carried. */
  readonly tipAgain: TipAgainUrl;
}

export function showAlert(
  context: CoreContext,
  title: MessageRef,
  text: MessageRef | null,
  severity: AlertSeverity = 'error',
): void {
  context.stores.alert.set({ open: true, title, text, severity });
}

export function move(context: CoreContext, event: FlowEvent): void {
  context.stores.flow.set((flow) => navigate(flow, event));
}

/** Updates the selections and rebuilds the steps, keeping the guest on the current screen. */
export function updateSelections(
  context: CoreContext,
  change: (current: Selections) => Selections,
): void {
  const { landing, flow } = context.stores;
  const selections = change(flow.getSnapshot().selections);
  const data = landing.getSnapshot();
  const steps = buildFlow({
    prefix: data.prefix,
    payload: data.payload,
    settings: data.settings,
    intent: data.intent,
    selections,
  });
  flow.set((current) => ({
    ...navigate({ ...current, selections }, { type: 'steps', steps }),
    selections,
  }));
}

/** The location a tip belongs to: the landing's location, else the payload's or the intent's. */
export function locationUidOf(context: CoreContext): string | null {
  const landing = context.stores.landing.getSnapshot();
  return (
    landing.location?.uid ??
    landing.payload?.locationUid ??
    landing.intent?.locationUid ??
    context.stores.flow.getSnapshot().selections.locationUid
  );
}

export function unmountWidget(context: CoreContext): void {
  const mounted = context.widget.clear();
  if (mounted) {
    try {
      mounted.unmount();
    } catch (error) {
      context.deps.logger.warn('widget unmount failed', errorFields(error));
    }
  }
  context.stores.payment.set({ widgetStatus: 'idle' });
}

/**
 * True when a failed request may still have been processed: nothing came back that the server
 * refused it (a 4xx other than 408/429 is a refusal; the request was not processed).
 */
export function outcomeUnknown(error: AppError): boolean {
  if (error.code === 'network' || error.code === 'timeout' || error.code === 'malformed')
    return true;
  return (
    error.code === 'http' && (error.status >= 500 || error.status === 408 || error.status === 429)
  );
}
