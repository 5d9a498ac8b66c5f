import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transformWithOxc, type Plugin } from 'vite';

/** The message catalogs: `src/i18n/en-US.ts` (the source) and `src/i18n/locales/<locale>.ts`. */
const CATALOG_FILE = /[\\/]src[\\/]i18n[\\/](en-US|locales[\\/][\w-]+)\.ts$/;

/**
 * Compiles every ICU message of a catalog to Lingui's compiled form while the module is built,
 * so the browser carries only a small formatter (src/i18n/compiled-message.ts; no ICU parser) and a broken message fails
 * the build instead of a guest's screen. A catalog module holds one default-exported object of
 * ICU strings and imports types only.
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'tipwell:compile-catalogs',
    enforce: 'pre',
    async transform(code, id) {
      if (!CATALOG_FILE.test(id)) return null;
      const { code: js } = await transformWithOxc(code, id, { lang: 'ts' });
      const url = `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`;
      const module = (await import(url)) as { default?: Record<string, string> };
      if (!module.default) throw new Error(`${id}: a catalog default-exports its messages`);
      const compiled = Object.fromEntries(
        Object.entries(module.default).map(([key, text]) => {
          try {
            return [key, compileMessage(text)];
          } catch (error) {
            throw new Error(`${id}: ${key}: ${String(error)}`, { cause: error });
          }
        }),
      );
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}
