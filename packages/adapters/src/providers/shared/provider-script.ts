import type { LoadedScript, ScriptLoader } from './script-loader';

/** The provider's script could not be loaded, or did not define its global. */
export class ProviderScriptError extends Error {
  override readonly name = 'ProviderScriptError';
}

/** Loads `src` and reads the global it defines; logs and throws ProviderScriptError otherwise. */
export async function loadProviderGlobal<T>(
  loader: ScriptLoader,
  src: string,
  document: Document,
  read: () => T | undefined,
): Promise<{ script: LoadedScript; global: T }> {
  let script: LoadedScript;
  try {
    script = await loader(src, document);
  } catch (error) {
    console.error('payment provider script', error);
    throw new ProviderScriptError(`Could not load ${src}`, { cause: error });
  }
  const global = read();
  if (global === undefined) {
    script.remove();
    console.error('payment provider script defined no global', src);
    throw new ProviderScriptError(`${src} defined no provider global`);
  }
  return { script, global };
}
