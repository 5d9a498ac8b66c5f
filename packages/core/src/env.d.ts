// The core runs in browsers and Node alike; it may use only these host functions (no DOM, no Node).
declare function setTimeout(callback: () => void, ms?: number): unknown;
declare function clearTimeout(handle: unknown): void;
declare const console: { error(...data: unknown[]): void; warn(...data: unknown[]): void };
declare const crypto: { randomUUID(): string };
