import { PROCESSORS } from '@tipwell/core/vocabulary';

/** The payment processors a location's system settings may name (`webProcessor`). */
export type WebProcessor = (typeof PROCESSORS)[number];

/** In the order PAYMENT_PROCESSORS' error message lists them (the core's one list). */
export const WEB_PROCESSORS: readonly WebProcessor[] = PROCESSORS;
