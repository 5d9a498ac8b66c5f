import { warmMoneyFormat } from './warm-money-format';

// Makes the Intl objects the page's code will make (the money formats, the fingerprint's time
// zone): the first Intl object of a process loads ICU's locale data, and a dedicated worker shares
// its page's process. See 2-warm-locale.ts. The core's money module alone (a leaf): the worker's
// bundle is not built from the core's whole graph, whose lazily loaded parts would wrap it.
warmMoneyFormat();
Intl.DateTimeFormat().resolvedOptions();
postMessage('warm');
// Ends itself: the page does not spend its main thread ending it (2-warm-locale.ts).
close();
