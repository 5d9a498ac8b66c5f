// The core runs in browsers and Node alike; it may use only these host functions (no DOM, no Node).
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare const crypto: { randomUUID(): string };
/** WHATWG URL parsing (browsers and Node alike): the same-origin check reads a URL as a browser would. */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
