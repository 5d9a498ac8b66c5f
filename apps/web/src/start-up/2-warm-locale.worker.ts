import { formatMoney, formatTipAmount } from '@tipwell/core/money';
import { namesList } from '../i18n/names-list';

// Makes the Intl objects the page's code makes first (the money formats: a sum with cents and a
// whole-dollar tip; then, in the language the page posts, the list of names of its policy
// sentence), then ends itself: see 2-warm-locale.ts; on index.html's shell 4-boot.ts starts it.
// The core's money module alone (a leaf): a bundle built from the core's whole graph would wrap
// its lazily loaded parts.
formatMoney(0, 'en-US');
formatTipAmount(0, 'en-US');
// ICU keeps a language's list patterns for the whole process: the page's first list of names, in
// the tap that chooses a tip, then costs 0–2 ms instead of 13–30 ms at 4× CPU. Saves on the
// guest's first tap once live 25 ms (6 of 11 paired rounds; bench/history/stop-66-bench.md).
addEventListener(
  'message',
  (event: MessageEvent) => {
    try {
      namesList(String(event.data)).format(['', '']);
    } catch {
      // A language tag Intl refuses: the page makes its own list format, as without the worker.
    }
    postMessage('warm');
    close();
  },
  { once: true },
);
