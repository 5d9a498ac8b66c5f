import type { CodePrefix } from './entities';
import { CODE_PREFIXES } from './vocabulary';

export interface ParsedCode {
  readonly prefix: CodePrefix;
  readonly uid: string;
}

const CODE = new RegExp(`^([${CODE_PREFIXES.join('')}])([A-Za-z0-9_-]{1,64})$`);

/** 'U500' → { prefix: 'U', uid: '500' }; an unknown prefix or a malformed uid → null. */
export function parseCode(code: string): ParsedCode | null {
  const match = CODE.exec(code);
  if (!match) return null;
  const [, prefix, uid] = match;
  if (prefix === undefined || uid === undefined) return null;
  return { prefix: prefix as CodePrefix, uid };
}
