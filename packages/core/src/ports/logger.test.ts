import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors';
import { errorFields } from './logger';

describe('errorFields', () => {
  it("keeps an error's name and stable code, never its message", () => {
    const error = Object.assign(new TypeError('guest@example.com is not valid'), { code: 'E42' });
    expect(errorFields(error)).toEqual({ error: 'TypeError', code: 'E42' });
    expect(JSON.stringify(errorFields(error))).not.toContain('guest@example.com');
  });

  it('names what is not an object by its type', () => {
    expect(errorFields('card 4111 1111 1111 1111 refused')).toEqual({ error: 'string' });
    expect(errorFields(undefined)).toEqual({ error: 'undefined' });
  });

  it("keeps an application error's code", () => {
    expect(errorFields(new AppError('timeout', 'no answer'))).toMatchObject({ code: 'timeout' });
  });
});
