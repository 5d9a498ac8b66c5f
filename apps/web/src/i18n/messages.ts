import type { MessageRef } from '@tipwell/core';
import { enUS, type AppMessageKey } from './en-US';

export type MessageParams = Readonly<Record<string, string | number>>;

export interface Messages {
  (key: AppMessageKey, params?: MessageParams): string;
}

/** Looks a text up in the catalog and fills its `{param}` slots; unknown slots stay as written. */
export function t(key: AppMessageKey, params: MessageParams = {}): string {
  return enUS[key].replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in params ? String(params[name]) : slot,
  );
}

/** A core message: a catalog key, or server text shown as plain text. */
export function textOf(ref: MessageRef): string {
  return 'raw' in ref ? ref.raw : t(ref.key, ref.params);
}

/** The app speaks one locale (en-US); a hook keeps the door open for more. */
export function useMessages(): Messages {
  return t;
}
