import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { parseTipLevel } from './tip-level';

describe('parseTipLevel', () => {
  it('keeps the four levels and calls anything else internal', () => {
    for (const level of ['low', 'medium', 'high', 'custom'])
      expect(parseTipLevel(level)).toBe(level);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !['low', 'medium', 'high', 'custom'].includes(s)),
        (s) => {
          try {
            parseTipLevel(s);
            return false;
          } catch (error) {
            return error instanceof AppError && error.code === 'internal';
          }
        },
      ),
    );
  });
});
