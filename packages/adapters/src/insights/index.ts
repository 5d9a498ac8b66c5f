// The journey log's browser side, loaded after the first paint (apps/web/src/di/start-insights.ts).
export { BeaconJourneyLog, declinesTracking, MAX_BATCH } from './beacon-journey-log';
export type { BeaconJourneyLogOptions, BeaconTransport } from './beacon-journey-log';
