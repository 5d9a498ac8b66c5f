import type {
  Cents,
  DetailsRequest,
  FeeRequest,
  FeeResponse,
  IntentPayload,
  IntentRequest,
  PaymentMethods,
  PaymentRequest,
  PaymentResponse,
  Result,
  ReviewRequest,
  TipsApi,
} from '@tipwell/core';
import type { HttpApiConfig } from '../core-api/http-core-api';
import type { HttpClient } from '../http/http-client';
import { calculateFees } from './calculate-fees';
import { exchangeIntent } from './exchange-intent';
import { getPaymentMethods } from './get-payment-methods';
import { pay } from './pay';
import { paymentDetails } from './payment-details';
import { submitReview } from './submit-review';

/** The tips service over HTTP: one endpoint per file, composed here. */
export class HttpTipsApi implements TipsApi {
  private readonly baseUrl: string;
  private readonly http: HttpClient;

  constructor(config: HttpApiConfig) {
    this.baseUrl = config.baseUrl;
    this.http = config.http;
  }

  calculateFees(request: FeeRequest): Promise<Result<FeeResponse>> {
    return calculateFees(this.http, this.baseUrl, request);
  }

  pay(request: PaymentRequest, idempotencyKey: string): Promise<Result<PaymentResponse>> {
    return pay(this.http, this.baseUrl, request, idempotencyKey);
  }

  paymentDetails(
    request: DetailsRequest,
    idempotencyKey: string,
  ): Promise<Result<PaymentResponse>> {
    return paymentDetails(this.http, this.baseUrl, request, idempotencyKey);
  }

  getPaymentMethods(amount: Cents): Promise<Result<PaymentMethods>> {
    return getPaymentMethods(this.http, this.baseUrl, amount);
  }

  exchangeIntent(request: IntentRequest): Promise<Result<IntentPayload>> {
    return exchangeIntent(this.http, this.baseUrl, request);
  }

  submitReview(request: ReviewRequest, idempotencyKey: string): Promise<Result<void>> {
    return submitReview(this.http, this.baseUrl, request, idempotencyKey);
  }
}
