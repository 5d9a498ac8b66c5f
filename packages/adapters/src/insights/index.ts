// The journey log's browser side, loaded after the first paint (apps/web/src/di/start-insights.ts).
export { BeaconJourneyLog, declinesTracking } from './beacon-journey-log';
