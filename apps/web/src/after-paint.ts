import { afterFirstPaint, loadTemplateCode } from './app/code-after-paint';
import { warmLocaleData } from './app/locale-warm-up';

// The entry of a landing the server rendered (server/render-landing.tsx names it instead of
// index.html's scripts): the page paints from its HTML alone, so its code, preloaded meanwhile,
// runs after that paint, and after a worker has loaded the locale data its first Intl objects
// need (app/locale-warm-up.ts): no long task for either. index.html's static shell runs its code
// at once instead (src/main.ts).
void Promise.all([afterFirstPaint(), warmLocaleData()]).then(() => loadTemplateCode(document));
