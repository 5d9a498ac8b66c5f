/**
 * The web app's message catalog as written (raw ICU text): `file` is 'en-US' or 'locales/es-US'
 * and the like under apps/web/src/i18n. Read at run time, so the e2e project does not compile the
 * app's sources. A missing key throws: a text no screen shows would make a check that a text is
 * absent pass for nothing.
 */
export async function catalog(file: string): Promise<(key: string) => string> {
  const url = new URL(`../../apps/web/src/i18n/${file}.ts`, import.meta.url).href;
  const module = (await import(/* @vite-ignore */ url)) as {
    default: Readonly<Record<string, string>>;
  };
  return (key) => {
    const text = module.default[key];
    if (text === undefined) throw new Error(`${file} has no ${key}`);
    return text;
  };
}
