import { warmMoneyFormat } from './warm-money-format';

// Makes the Intl objects the page's code will make (the money formats, the fingerprint's time
// zone), then ends itself: see 2-warm-locale.ts. The core's money module alone (a leaf): a bundle
// built from the core's whole graph would wrap its lazily loaded parts.
warmMoneyFormat();
Intl.DateTimeFormat().resolvedOptions();
postMessage('warm');
close();
