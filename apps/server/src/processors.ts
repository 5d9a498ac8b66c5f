import { PROCESSORS, type Processor } from '@tipwell/core/vocabulary';

/** The payment processors a location's system settings may name (`webProcessor`). */
export type WebProcessor = Processor;

/** In the order PAYMENT_PROCESSORS' error message lists them (the core's one list). */
export const WEB_PROCESSORS: readonly WebProcessor[] = PROCESSORS;
