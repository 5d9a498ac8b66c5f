import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCode } from './codes';

const uid = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

describe('parseCode', () => {
  it('splits a known prefix from its uid', () => {
    expect(parseCode('U500')).toEqual({ prefix: 'U', uid: '500' });
    fc.assert(
      fc.property(fc.constantFrom('A', 'L', 'U', 'P', 'S'), uid, (prefix, id) => {
        expect(parseCode(`${prefix}${id}`)).toEqual({ prefix, uid: id });
      }),
    );
  });

  it('refuses unknown prefixes, empty or malformed uids', () => {
    expect(parseCode('X100')).toBeNull();
    expect(parseCode('U')).toBeNull();
    expect(parseCode('')).toBeNull();
    expect(parseCode('u500')).toBeNull();
    expect(parseCode('U5 00')).toBeNull();
    expect(parseCode(`L${'1'.repeat(65)}`)).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseCode(text);
        if (parsed) expect(`${parsed.prefix}${parsed.uid}`).toBe(text);
        if (!/^[ALUPS]/.test(text)) expect(parsed).toBeNull();
      }),
    );
  });
});
