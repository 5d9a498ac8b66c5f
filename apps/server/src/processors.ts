import type { PROCESSORS } from '@tipwell/core/vocabulary';

/** The payment processors a location's system settings may name (`webProcessor`). */
export type WebProcessor = (typeof PROCESSORS)[number];
