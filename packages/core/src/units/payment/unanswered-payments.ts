import type { PaymentRequest } from '../../domain/payment-request.types';
import type { TokenizeResult } from '../../ports/payment-gateway';

/**
 * A payment request that got no answer (connection lost, timeout, unreadable or 5xx answer): the
 * server may have charged it. The guest's next press sends it again, same body and same key, so
 * the server replays its outcome instead of charging twice.
 */
export interface UnansweredPayment {
  readonly kind: 'pool' | 'user';
  readonly request: PaymentRequest;
  readonly key: string;
  readonly token: Extract<TokenizeResult, { status: 'ok' }>;
}

/** The payment unit's last unanswered request, if any. */
export class UnansweredPayments {
  private last: UnansweredPayment | null = null;

  get current(): UnansweredPayment | null {
    return this.last;
  }

  remember(payment: UnansweredPayment | null): void {
    this.last = payment;
  }

  /**
   * The unanswered request to send again instead of `fresh` (same body, same key): only for the
   * same part of the press (`kind`) paying the very same tips.
   */
  resumableAs(kind: UnansweredPayment['kind'], fresh: PaymentRequest): UnansweredPayment | null {
    const last = this.last;
    if (!last || last.kind !== kind) return null;
    return JSON.stringify(last.request.tips) === JSON.stringify(fresh.tips) ? last : null;
  }

  forget(): void {
    this.last = null;
  }
}
