import { formatMoney, formatTipAmount } from '@tipwell/core/money';

// Makes the Intl objects the page's code makes first (the money formats: a sum with cents and a
// whole-dollar tip), then ends itself: see 2-warm-locale.ts; on index.html's shell 4-boot.ts
// starts it. The core's money module alone (a leaf): a bundle built from the core's whole graph
// would wrap its lazily loaded parts.
formatMoney(0, 'en-US');
formatTipAmount(0, 'en-US');
postMessage('warm');
close();
