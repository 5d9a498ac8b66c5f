import { describeJourneys } from './journeys';

// Gecko: Debian's Firefox ESR over WebDriver BiDi.
describeJourneys('firefox');
