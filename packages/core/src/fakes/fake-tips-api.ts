import type {
  FeeResponse,
  IntentPayload,
  PaymentMethods,
  PaymentResponse,
  PaymentStatus,
} from '../domain/entities';
import { AppError, err, ok, type Result } from '../domain/errors';
import type { Cents } from '../domain/money';
import { MAX_FEE_AMOUNT_CENTS } from '../domain/fee-rule';
import { exceedsPaymentLimit } from '../domain/payment-limit';
import type {
  DetailsRequest,
  FeeRequest,
  IntentRequest,
  PaymentRequest,
  ReviewRequest,
} from '../domain/payment-request.types';
import { feeFor } from '../domain/totals';
import type { TipsApi } from '../ports/tips-api';
import { DEMO_INTENTS } from './demo-intents';
import { FakeSwitches } from './fake-switches';

export type TipsApiMethod = keyof TipsApi;

/** An in-memory tips service: the demo fee rule, payments decided by `payStatus`, recorded calls. */
export class FakeTipsApi implements TipsApi {
  readonly calls: { readonly method: TipsApiMethod; readonly args: readonly unknown[] }[] = [];
  readonly switches = new FakeSwitches<TipsApiMethod>();
  /** The status the next payments answer (a refused card is 'failed', still HTTP 200). */
  payStatus: PaymentStatus = 'captured';
  /** Per request kind, overrides `payStatus` (e.g. pool-web captured, web refused). */
  payStatusByKind: Partial<Record<PaymentRequest['kind'], PaymentStatus>> = {};
  /** The refusal a failed payment carries (Adyen's words, e.g. 'Not enough balance' / '12'). */
  refusal: { readonly reason: string; readonly code: string } | null = null;
  /** When true, payments answer 'verifying' with a redirect action (the 3-D Secure card). */
  threeDS = false;
  /** Only these request kinds answer 'verifying' (e.g. the user part of a pool + user press). */
  threeDSKinds: readonly PaymentRequest['kind'][] = [];
  /** The status `paymentDetails` settles a 3-D Secure payment with. */
  detailsStatus: PaymentStatus = 'captured';
  /**
   * The amounts the next payments answer, one each, in order (a service that captured other than
   * asked); when empty, a payment answers the sum of its tip lines, as the sandbox does.
   */
  answeredAmounts: Cents[] = [];
  paymentMethods: PaymentMethods = { raw: { paymentMethods: [{ type: 'scheme' }] }, count: 1 };
  intents: Record<string, IntentPayload> = { ...DEMO_INTENTS };
  readonly paidIntents = new Set<string>();
  private readonly tipsByReference = new Map<string, readonly { readonly uid: string }[]>();
  private readonly amountByReference = new Map<string, Cents>();
  private readonly replays = new Map<string, Result<PaymentResponse>>();
  private readonly referenceByKey = new Map<string, string>();
  private readonly reviewedTips = new Set<string>();
  private sequence = 0;

  failNext(method: TipsApiMethod, error: AppError = new AppError('network', 'offline')): void {
    this.switches.failNext(method, error);
  }

  hang(method: TipsApiMethod): void {
    this.switches.hang(method);
  }

  release(): void {
    this.switches.release();
  }

  /** The recorded requests of one method, in order. */
  requestsOf(method: TipsApiMethod): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args[0]);
  }

  calculateFees(request: FeeRequest): Promise<Result<FeeResponse>> {
    return this.answer('calculateFees', [request], () => {
      if (
        !Number.isSafeInteger(request.amount) ||
        request.amount <= 0 ||
        request.amount > MAX_FEE_AMOUNT_CENTS
      ) {
        return err(
          new AppError('http', 'Amount out of range', {
            status: 422,
            serverCode: 'AMOUNT_OUT_OF_RANGE',
          }),
        );
      }
      return ok(feeFor(request.amount, request.mode));
    });
  }

  pay(request: PaymentRequest, idempotencyKey: string): Promise<Result<PaymentResponse>> {
    return this.answer('pay', [request, idempotencyKey], () => {
      const replay = this.replays.get(idempotencyKey);
      if (replay) return replay;
      // Like the service: one payment carries at most PAYMENT_MAX.
      if (exceedsPaymentLimit([request.tips.map((tip) => tip.amount)])) {
        return err(
          new AppError('http', 'Amount out of range', {
            status: 422,
            serverCode: 'AMOUNT_OUT_OF_RANGE',
          }),
        );
      }
      this.sequence += 1;
      const reference = `ref-${this.sequence}`;
      const tips = request.tips.map((_, index) => ({ uid: `tip-${this.sequence}-${index + 1}` }));
      const amount =
        this.answeredAmounts.shift() ?? request.tips.reduce((sum, tip) => sum + tip.amount, 0);
      this.tipsByReference.set(reference, tips);
      this.amountByReference.set(reference, amount);
      this.referenceByKey.set(idempotencyKey, reference);
      const action = { type: 'redirect', url: `/sandbox-provider/3ds/${reference}` };
      const response: PaymentResponse =
        this.threeDS || this.threeDSKinds.includes(request.kind)
          ? {
              status: 'verifying',
              reference,
              amount,
              tips,
              processorResponse: {
                resultCode: 'RedirectShopper',
                action,
                order: null,
                donationToken: null,
              },
            }
          : this.decided(
              this.payStatusByKind[request.kind] ?? this.payStatus,
              reference,
              amount,
              tips,
            );
      if (request.kind === 'qr' && this.payStatus === 'captured')
        this.paidIntents.add(request.intent);
      const result = ok(response);
      this.replays.set(idempotencyKey, result);
      return result;
    });
  }

  private decided(
    status: PaymentStatus,
    reference: string,
    amount: Cents,
    tips: PaymentResponse['tips'],
  ): PaymentResponse {
    const refusal = status === 'failed' ? this.refusal : null;
    return {
      status,
      reference,
      amount,
      tips,
      processorResponse: refusal && {
        resultCode: 'Refused',
        refusalReason: refusal.reason,
        refusalReasonCode: refusal.code,
        action: null,
        order: null,
        donationToken: null,
      },
    };
  }

  paymentDetails(
    request: DetailsRequest,
    idempotencyKey: string,
  ): Promise<Result<PaymentResponse>> {
    return this.answer('paymentDetails', [request, idempotencyKey], () => {
      // Like the sandbox: the reference, or the idempotency key of the press that made the payment.
      const reference = this.tipsByReference.has(request.reference)
        ? request.reference
        : this.referenceByKey.get(request.reference);
      return reference !== undefined
        ? ok({
            status: this.detailsStatus,
            reference,
            amount: this.amountByReference.get(reference) ?? 0,
            tips: this.tipsByReference.get(reference) ?? [],
            processorResponse: null,
          })
        : err(new AppError('not_found', 'Not found', { status: 404, serverCode: 'NOT_FOUND' }));
    });
  }

  getPaymentMethods(amount: Cents): Promise<Result<PaymentMethods>> {
    return this.answer('getPaymentMethods', [amount], () => ok(this.paymentMethods));
  }

  exchangeIntent(request: IntentRequest): Promise<Result<IntentPayload>> {
    return this.answer('exchangeIntent', [request], () => {
      const token = request.type === 0 ? request.intent : request.scheduledPaymentIntentCode;
      if (this.paidIntents.has(token)) {
        return err(
          new AppError('intent_already_paid', 'Already paid', {
            status: 409,
            serverCode: 'INTENT_ALREADY_PAID',
          }),
        );
      }
      const intent = this.intents[token];
      return intent
        ? ok(intent)
        : err(new AppError('not_found', 'Not found', { status: 404, serverCode: 'NOT_FOUND' }));
    });
  }

  submitReview(request: ReviewRequest, idempotencyKey: string): Promise<Result<void>> {
    return this.answer('submitReview', [request, idempotencyKey], () => {
      // Like the service: one review per tip.
      if (request.tipUids.some((uid) => this.reviewedTips.has(uid))) {
        return err(
          new AppError('http', 'Already reviewed', {
            status: 409,
            serverCode: 'TIP_ALREADY_REVIEWED',
          }),
        );
      }
      for (const uid of request.tipUids) this.reviewedTips.add(uid);
      return ok(undefined);
    });
  }

  private answer<T>(
    method: TipsApiMethod,
    args: unknown[],
    run: () => Result<T>,
  ): Promise<Result<T>> {
    this.calls.push({ method, args });
    return this.switches.run(method, run);
  }
}
