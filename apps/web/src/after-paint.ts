import { afterFirstPaint, loadTemplateCode } from './app/code-after-paint';

// The entry of a landing the server rendered (server/render-landing.tsx names it instead of
// index.html's scripts): the page paints from its HTML alone, so its code, preloaded meanwhile,
// runs after that paint. index.html's static shell runs its code at once instead (src/main.ts).
afterFirstPaint().then(() => loadTemplateCode(document));
