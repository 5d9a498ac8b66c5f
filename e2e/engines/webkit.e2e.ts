import { describeJourneys } from './journeys';

// WebKit (every iPhone's engine): Debian's WebKitGTK MiniBrowser through WebKitWebDriver.
describeJourneys('webkit');
