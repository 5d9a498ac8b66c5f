import type { Result } from '../domain/errors';
import type { Cents } from '../domain/money';
import type {
  FeeResponse,
  IntentPayload,
  PaymentMethods,
  PaymentResponse,
} from '../domain/entities';
import type {
  DetailsRequest,
  FeeRequest,
  IntentRequest,
  PaymentRequest,
  ReviewRequest,
} from '../domain/payment-request.types';

/**
 * The tips service. Every payment and review POST takes the idempotency key of the guest's press:
 * the adapter sends it as `Idempotency-Key` and reuses it on every retry of that request.
 */
export interface TipsApi {
  calculateFees(request: FeeRequest): Promise<Result<FeeResponse>>;
  pay(request: PaymentRequest, idempotencyKey: string): Promise<Result<PaymentResponse>>;
  paymentDetails(request: DetailsRequest, idempotencyKey: string): Promise<Result<PaymentResponse>>;
  getPaymentMethods(amount: Cents): Promise<Result<PaymentMethods>>;
  exchangeIntent(request: IntentRequest): Promise<Result<IntentPayload>>;
  submitReview(request: ReviewRequest, idempotencyKey: string): Promise<Result<void>>;
}
