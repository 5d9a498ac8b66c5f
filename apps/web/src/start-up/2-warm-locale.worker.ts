import { formatMoney, formatTipAmount } from '@tipwell/core/money';

// Makes the Intl objects the page's code will make (the money formats: a sum with cents and a
// whole-dollar tip; the fingerprint's time zone), then ends itself: see 2-warm-locale.ts. The
// core's money module alone (a leaf): a bundle built from the core's whole graph would wrap its
// lazily loaded parts.
formatMoney(0, 'en-US');
formatTipAmount(0, 'en-US');
Intl.DateTimeFormat().resolvedOptions();
postMessage('warm');
close();
