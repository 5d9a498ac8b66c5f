import {
  afterFirstPaint,
  FETCH_TEMPLATE_ID,
  holdTapsUntilLive,
  loadTemplateCode,
} from './page-code';
import { warmLocaleData } from '../app/locale-warm-up';

// The one script of a landing the server rendered (server/render-landing.tsx puts its built text
// inline, in place of index.html's scripts): the page paints from its HTML alone, so its code is
// fetched once that paint is done, and runs once a worker has loaded the locale data its first
// Intl objects need (app/locale-warm-up.ts): nothing competes with the paint, and no long task
// follows it. The worker starts at once: its one small request goes ahead of the code's.
// index.html's static shell runs its code at once instead (src/main.ts). A tap on the landing
// before its code is live is held and replayed by the views (after-paint/page-code.ts).
holdTapsUntilLive(document);
const warmedUp = warmLocaleData();
void afterFirstPaint()
  .then(() => {
    loadTemplateCode(document, FETCH_TEMPLATE_ID);
    return warmedUp;
  })
  .then(() => loadTemplateCode(document));
