import { pairwise, startWith, merge, map, type Subscription } from 'rxjs';
import { feeModeFor, showsFeeOnMeCheckbox } from '../domain/fee-mode';
import { currentStep } from '../state/flow-store';
import type { FlowState } from '../state/flow-store';
import type { LandingState } from '../state/landing-store';
import type { PaymentState } from '../state/payment-store';
import type { TipsState } from '../state/tips-store';
import type { ReviewState } from '../state/review-store';
import type { AlertState } from '../state/alert-store';
import { storesOf } from '../units/stores-of';
import type { Tipping } from '../units/tipping.types';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Storage } from '../ports/storage';
import {
  clientErrorKind,
  failureReason,
  toWireEvent,
  type JourneyEvent,
  type JourneyEventType,
  type LandingKind,
  type VitalName,
} from './journey-events';
import type { JourneyLog } from './journey-log';

export interface JourneyObserverDeps {
  readonly log: JourneyLog;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The tab's storage: the journey lives through a 3-D Secure redirect and a reload. */
  readonly tabStorage: Storage;
  /** The page's language, as the host reads it (the web app passes the page's `lang`). */
  readonly language: () => string;
  /** When the page's navigation began (epoch ms); default: now. */
  readonly startedAt?: number;
}

export interface JourneyObserver {
  /** An error the app caught: only its class leaves. */
  recordError(error: unknown): void;
  /** A web vital of this page (milliseconds; CLS as score × 1000). */
  recordVital(name: VitalName, value: number): void;
  stop(): void;
}

/** What the tips service quoted for the tips on their way: kept for a return from 3-D Secure. */
interface Quote {
  readonly total: number;
  readonly fees: number;
  /** The staff tipped by name (user uids). */
  readonly staff: readonly string[];
}

function quoteOf(tips: TipsState): Quote {
  const { total, fees } = tips.totals;
  const users = tips.tips.filter((t) => t.recipient.kind === 'user').map((t) => t.recipient.uid);
  return { total, fees, staff: [...new Set(users)] };
}

/**
 * The journey kept in the tab; `once` holds the event types already sent that count once, `quote`
 * the last fee quote (a 3-D Secure return captures on a page that no longer holds the tips).
 */
interface SavedJourney {
  readonly id: string;
  readonly startedAt: number;
  readonly once: readonly JourneyEventType[];
  readonly quote?: Quote;
}

export const JOURNEY_STORAGE_KEY = 'tipwell.journey';
const ONCE: readonly JourneyEventType[] = ['landed', 'payment-captured', '3ds-returned'];

function readSaved(storage: Storage): SavedJourney | null {
  const value = storage.read(JOURNEY_STORAGE_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const { id, startedAt, once, quote } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof startedAt !== 'number' || !Array.isArray(once)) return null;
  const { total, fees, staff } = (quote ?? {}) as Record<string, unknown>;
  const uids = Array.isArray(staff) ? staff.filter((u): u is string => typeof u === 'string') : [];
  return {
    id,
    startedAt,
    once: once.filter((t): t is JourneyEventType => typeof t === 'string'),
    ...(typeof total === 'number' && typeof fees === 'number'
      ? { quote: { total, fees, staff: uids } }
      : {}),
  };
}

interface Snapshot {
  readonly landing: LandingState;
  readonly flow: FlowState;
  readonly tips: TipsState;
  readonly payment: PaymentState;
  readonly review: ReviewState;
  readonly alert: AlertState;
}

function landingKind(landing: LandingState): LandingKind | null {
  return landing.intentParams?.type ?? landing.prefix ?? null;
}

function locationOf(state: Snapshot): string | null {
  return (
    state.landing.payload?.locationUid ??
    state.flow.selections.locationUid ??
    state.landing.intentParams?.id ??
    null
  );
}

/** Whether the guest could choose to pay the fee (the 'fee is on me' box was shown). */
function feeChoice(state: Snapshot): boolean {
  return showsFeeOnMeCheckbox(state.landing.settings?.transparency ?? 'other');
}

/**
 * What a captured payment brought, from the services' answers: the amount captured and the fee the
 * tips service quoted (the tips on screen, else the journey's last quote); the tip is the rest
 * (what the staff receive, fee rule either way).
 */
function capturedFields(state: Snapshot, quote: Quote | undefined): Partial<JourneyEvent> {
  const captured = state.payment.paid?.total ?? 0;
  const quoted = state.tips.totals.total > 0 ? quoteOf(state.tips) : quote;
  const feeCents = Math.min(captured, quoted?.fees ?? 0);
  const mode = feeModeFor({
    transparency: state.landing.settings?.transparency ?? 'other',
    intentMode: state.landing.intent?.mode ?? null,
    feeOnMe: state.tips.feeOnMe,
  });
  return {
    tipCents: captured - feeCents,
    feeCents,
    feeBy: mode === 'net' ? 'guest' : 'tip',
    feeChoice: feeChoice(state),
    staff: [...(quoted?.staff ?? [])],
    payments: state.payment.paid?.references.length ?? 1,
  };
}

function hasAction(payment: PaymentState): boolean {
  const response = payment.lastResponse;
  return (
    response !== null &&
    (response.processorResponse?.action ?? null) !== null &&
    (response.status === 'verifying' || response.status === 'created')
  );
}

/**
 * Watches the stores and tells the journey log what the guest did: an observer beside the use
 * cases, which know nothing of it. Transitions, not snapshots: each event is one change the guest
 * caused (decision 0022). Started after the first paint; what happened before is read from the
 * first snapshot (the landing, a return from 3-D Secure).
 */
export function observeJourney(tipping: Tipping, deps: JourneyObserverDeps): JourneyObserver {
  const stores = storesOf(tipping);
  const { clock, tabStorage } = deps;
  const saved = readSaved(tabStorage);
  let journey: SavedJourney = saved ?? {
    id: deps.ids.next(),
    startedAt: deps.startedAt ?? clock.now(),
    once: [],
  };
  tabStorage.write(JOURNEY_STORAGE_KEY, journey);
  let current: Snapshot = {
    landing: stores.landing.getSnapshot(),
    flow: stores.flow.getSnapshot(),
    tips: stores.tips.getSnapshot(),
    payment: stores.payment.getSnapshot(),
    review: stores.review.getSnapshot(),
    alert: stores.alert.getSnapshot(),
  };

  function emit(type: JourneyEventType, fields: Partial<JourneyEvent> = {}): void {
    if (ONCE.includes(type)) {
      if (journey.once.includes(type)) return;
      journey = { ...journey, once: [...journey.once, type] };
      tabStorage.write(JOURNEY_STORAGE_KEY, journey);
    }
    const event = toWireEvent({
      ...fields,
      type,
      journey: journey.id,
      at: clock.now() - journey.startedAt,
      step: currentStep(current.flow),
      kind: landingKind(current.landing),
      location: locationOf(current),
      lang: deps.language(),
    });
    if (event === null) return;
    try {
      deps.log.record(event);
    } catch {
      // The journey log never breaks the guest's flow.
    }
  }

  function newJourney(): void {
    journey = { id: deps.ids.next(), startedAt: clock.now(), once: [] };
    tabStorage.write(JOURNEY_STORAGE_KEY, journey);
  }

  function changed(previous: Snapshot, next: Snapshot): void {
    current = next;
    const { landing, flow, tips, payment, review } = next;
    // Tip again (or any reset): the old journey ends, a new one begins with the next landing.
    if (landing.status === 'idle' && previous.landing.status !== 'idle') {
      current = previous;
      emit('tip-again');
      current = next;
      newJourney();
      return;
    }
    if (landing.status === 'ready' && previous.landing.status !== 'ready') emit('landed');
    if (tips.totals !== previous.tips.totals && tips.totals.total > 0) {
      journey = { ...journey, quote: quoteOf(tips) };
      tabStorage.write(JOURNEY_STORAGE_KEY, journey);
    }
    if (landing.status === 'not-found' && previous.landing.status !== 'not-found') {
      emit('not-found');
    }
    const step = currentStep(flow);
    const previousStep = currentStep(previous.flow);
    if (flow.external && !previous.flow.external) emit('3ds-returned');
    for (const tip of tips.tips.slice(previous.tips.tips.length)) {
      emit('tip-chosen', { level: tip.level });
    }
    if (tips.feeOnMe !== previous.tips.feeOnMe) emit('fee-toggled', { feeOn: tips.feeOnMe });
    // Outcomes the action's commit keeps, not its busy flags (set and cleared inside one commit).
    if (payment.attempts > previous.payment.attempts) {
      emit('payment-attempted', { feeOn: tips.feeOnMe, feeChoice: feeChoice(next) });
    }
    if (hasAction(payment) && payment.lastResponse !== previous.payment.lastResponse) {
      emit('3ds-started');
    }
    if (payment.paid !== null && previous.payment.paid === null) {
      emit('payment-captured', capturedFields(next, journey.quote));
    }
    // A failure is told per attempt: Try again's refusal follows a refusal still on screen.
    const attempted = payment.attempts !== previous.payment.attempts;
    if (payment.failed && (!previous.payment.failed || attempted)) {
      emit('payment-failed', { reason: failureReason(payment.lastResponse) });
    }
    if (step === 'error-external' && previousStep !== 'error-external') {
      emit('payment-failed', { reason: 'redirect_failed' });
    }
    if (review.sent && !previous.review.sent) emit('review-sent');
    if (step !== previousStep) emit('step');
  }

  // What the page already shows when the observer starts.
  if (current.tips.totals.total > 0) {
    journey = { ...journey, quote: quoteOf(current.tips) };
    tabStorage.write(JOURNEY_STORAGE_KEY, journey);
  }
  if (current.landing.status === 'ready') emit('landed');
  if (current.landing.status === 'not-found') emit('not-found');
  if (saved === null) {
    // A guest quicker than the observer's code: what they did before it started.
    for (const tip of current.tips.tips) emit('tip-chosen', { level: tip.level });
    if (current.payment.attempts > 0) {
      emit('payment-attempted', { feeOn: current.tips.feeOnMe, feeChoice: feeChoice(current) });
    }
  }
  if (current.flow.external) emit('3ds-returned');
  if (current.payment.paid !== null) {
    emit('payment-captured', capturedFields(current, journey.quote));
  }
  if (currentStep(current.flow) === 'error-external') {
    emit('payment-failed', { reason: 'redirect_failed' });
  }
  emit('step');

  const snapshots = merge(
    stores.landing.state$.pipe(map((landing) => ({ landing }))),
    stores.flow.state$.pipe(map((flow) => ({ flow }))),
    stores.tips.state$.pipe(map((tips) => ({ tips }))),
    stores.payment.state$.pipe(map((payment) => ({ payment }))),
    stores.review.state$.pipe(map((review) => ({ review }))),
    stores.alert.state$.pipe(map((alert) => ({ alert }))),
  );
  let latest = current;
  const subscription: Subscription = snapshots
    .pipe(
      map((patch) => (latest = { ...latest, ...patch })),
      startWith(current),
      pairwise(),
    )
    .subscribe(([previous, next]) => {
      if (previous !== next) changed(previous, next);
    });

  return {
    recordError: (error) => emit('client-error', { error: clientErrorKind(error) }),
    recordVital: (vital, value) => emit('vital', { vital, value }),
    stop: () => subscription.unsubscribe(),
  };
}
