import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers the nickname, else first name and last initial', () => {
    expect(displayName({ firstName: 'Maya', lastName: 'Chen', nickname: 'Maya' })).toBe('Maya');
    expect(displayName({ firstName: 'Jordan', lastName: 'Lee', nickname: null })).toBe('Jordan L.');
    expect(displayName({ firstName: 'Rosa', lastName: 'diaz', nickname: '' })).toBe('Rosa D.');
  });

  it('ends with the upper-cased initial and a dot without a nickname', () => {
    const name = fc.stringMatching(/^[A-Za-z]{1,10}$/);
    fc.assert(
      fc.property(name, name, (first, last) => {
        expect(displayName({ firstName: first, lastName: last, nickname: null })).toBe(
          `${first} ${last.charAt(0).toUpperCase()}.`,
        );
      }),
    );
  });
});
