/** A provider script in the page; `remove()` takes its <script> element out again. */
export interface LoadedScript {
  remove(): void;
}

/** Loads a provider's script; injectable so tests replace the network with a fake. */
export type ScriptLoader = (src: string, document: Document) => Promise<LoadedScript>;

export const PROVIDER_SCRIPT_ATTRIBUTE = 'data-tipwell-provider';

/** Appends `<script src>` to the head; rejects (and removes it) when it fails to load. */
export const domScriptLoader: ScriptLoader = (src, document) =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(PROVIDER_SCRIPT_ATTRIBUTE, '');
    script.addEventListener('load', () => resolve({ remove: () => script.remove() }));
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`The payment provider's script did not load: ${src}`));
    });
    document.head.append(script);
  });
