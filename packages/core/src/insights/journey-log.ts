import type { JourneyEvent } from './journey-events';

/**
 * Where the journey's events go (the browser: batched to the server with a beacon). `record` never
 * throws and never waits: a guest's tap does not pay for it.
 */
export interface JourneyLog {
  record(event: JourneyEvent): void;
}
