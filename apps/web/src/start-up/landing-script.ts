import { holdTapsUntilLive } from './1-hold-taps';
import { announceWarmUp, warmLocaleData } from './2-warm-locale';
import { afterFirstPaint, FETCH_TEMPLATE_ID, loadTemplateCode } from './3-code-after-paint';

// The one script of a landing the server rendered (server/render-landing.tsx puts its built text
// inline, in place of index.html's scripts): steps 1 to 3 of the start-up (ARCHITECTURE.md). The
// page paints from its HTML alone; a tap on it is held (1), a worker loads the locale data beside
// the code (2), and the code is fetched and run once that paint is done (3), preloads first.
// index.html's static shell starts at step 4 (4-boot.ts).
holdTapsUntilLive(document);
announceWarmUp(document, warmLocaleData());
void afterFirstPaint()
  .then(() => loadTemplateCode(document, FETCH_TEMPLATE_ID))
  .then(() => loadTemplateCode(document));
