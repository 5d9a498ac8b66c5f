import type { MessageRef } from '../domain/messages';
import { buildFlow } from '../flow/build-flow';
import { navigate, type FlowEvent } from '../flow/navigation';
import type { AppError } from '../domain/errors';
import { errorFields } from '../ports/logger';
import type { PaymentRequest } from '../domain/payment-request.types';
import type { MountedWidget, PaymentGateway, TokenizeResult } from '../ports/payment-gateway';
import type { AlertSeverity } from '../state/alert-store';
import type { Selections } from '../state/flow-store';
import type { SelectedTip } from '../state/tips-store';
import type { TippingCoreDeps, WritableStores } from './tipping-core.types';

/** What every use case shares: the ports, the writable stores and the mounted widget. */
export interface CoreContext {
  readonly deps: TippingCoreDeps;
  readonly stores: WritableStores;
  readonly widget: {
    gateway: PaymentGateway | null;
    mounted: MountedWidget | null;
    host: unknown;
    /** Increments on every mount/unmount so a late mount can tell it is stale. */
    generation: number;
    /** Stops a mount that still waits for the fees. */
    cancelPending: (() => void) | null;
    /** The amount (minor units) the mounted widget was given; null while none is mounted. */
    amount: number | null;
  };
  /**
   * `generation` increments on every full fee refresh: answers of an older refresh are dropped.
   * `pending` holds the tips whose own fee (`loadFeeOf`) is on its way.
   */
  readonly fees: { generation: number; readonly pending: Set<SelectedTip> };
  /** The tip-again URL a redirect return carried (followed only when same-origin). */
  readonly redirect: { tipAgainUrl: string | null };
  /**
   * A payment request that got no answer (connection lost, timeout, unreadable or 5xx answer): the
   * server may have charged it. The guest's next press sends it again, same body and same key, so
   * the server replays its outcome instead of charging twice.
   */
  readonly unanswered: { payment: UnansweredPayment | null };
}

export interface UnansweredPayment {
  readonly kind: 'pool' | 'user';
  readonly request: PaymentRequest;
  readonly key: string;
  readonly token: Extract<TokenizeResult, { status: 'ok' }>;
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
  const { widget } = context;
  widget.generation += 1;
  widget.cancelPending?.();
  const mounted = widget.mounted;
  widget.mounted = null;
  widget.amount = null;
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
