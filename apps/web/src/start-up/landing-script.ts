import { holdTapsUntilLive } from './1-hold-taps';
import { announceWarmUp, warmLocaleData } from './2-warm-locale';
import { afterFirstPaint, FETCH_TEMPLATE_ID, loadTemplateCode } from './3-code-after-paint';

// The one script of a landing the server rendered, inline (server/render-landing.tsx): start-up
// steps 1 to 3 (ARCHITECTURE.md "Start-up"). index.html's static shell starts at step 4.
holdTapsUntilLive(document);
announceWarmUp(document, warmLocaleData());
void afterFirstPaint()
  .then(() => loadTemplateCode(document, FETCH_TEMPLATE_ID))
  .then(() => loadTemplateCode(document));
