import type { Processor } from '@tipwell/core';

/** The payment processors a location's system settings may name (`webProcessor`). */
export type WebProcessor = Processor;

/** In the order PAYMENT_PROCESSORS' error message lists them. */
export const WEB_PROCESSORS: readonly WebProcessor[] = [
  'sandbox',
  'adyen-web',
  'square-web',
  'global-payments-web',
];
