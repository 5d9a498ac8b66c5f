import type { PaymentResponse, ProcessorResponse } from '@tipwell/core';
import {
  array,
  literal,
  money,
  nullable,
  object,
  record,
  string,
  withDefault,
} from '../http/schema';
import type { Schema } from '../http/schema';

// The Payment shape every payment endpoint answers (docs/service-contract.md, "Tips service").

const processorResponseSchema: Schema<ProcessorResponse> = object({
  resultCode: nullable(string),
  refusalReason: withDefault(nullable(string), null),
  refusalReasonCode: withDefault(nullable(string), null),
  action: nullable(record),
  order: nullable(record),
  donationToken: nullable(string),
});

export const paymentSchema: Schema<PaymentResponse> = object({
  status: literal(
    'created',
    'verifying',
    'captured',
    'failed',
    'cancelled',
    'refunded',
    'void',
    'duplicate',
    'not_found',
  ),
  reference: string,
  amount: money,
  tips: array(object({ uid: string })),
  processorResponse: nullable(processorResponseSchema),
});
