import {
  afterFirstPaint,
  FETCH_TEMPLATE_ID,
  holdTapsUntilLive,
  loadTemplateCode,
  nextTask,
} from './page-code';
import { announceWarmUp, warmLocaleData } from '../app/locale-warm-up';

// The one script of a landing the server rendered (server/render-landing.tsx puts its built text
// inline, in place of index.html's scripts): the page paints from its HTML alone, so its code is
// fetched and run once that paint is done: nothing competes with the paint. Its tags are added
// one per task, preloads first: no long task of starting requests. A worker loads the
// locale data the code's first Intl objects need (app/locale-warm-up.ts) beside it; the worker
// starts at once, its one small request ahead of the code's, and the code waits for it only
// where it makes its first Intl object (decision 0027). index.html's static shell runs its code
// at once instead (src/main.ts). A tap on the landing before its code is live is held and
// replayed by the views (after-paint/page-code.ts).
holdTapsUntilLive(document);
announceWarmUp(document, warmLocaleData());
void afterFirstPaint().then(async () => {
  await loadTemplateCode(document, FETCH_TEMPLATE_ID);
  await nextTask();
  await loadTemplateCode(document);
});
