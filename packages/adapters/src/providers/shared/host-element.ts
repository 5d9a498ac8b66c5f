/** The view hands the gateway an element (opaque to the core); anything else is a wiring bug. */
export function hostElement(host: unknown): HTMLElement {
  if (typeof HTMLElement === 'undefined' || !(host instanceof HTMLElement)) {
    throw new TypeError('The payment widget needs an HTMLElement host');
  }
  return host;
}
