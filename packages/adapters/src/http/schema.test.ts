import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { array, literal, money, nullable, object, string, validate, withDefault } from './schema';

describe('schema', () => {
  it('parses wire money to integer cents without floats', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const result = validate(money, text);
        return result.ok && result.value === cents;
      }),
    );
    expect(validate(money, '10.60')).toEqual({ ok: true, value: 1060 });
    expect(validate(money, 10.6).ok).toBe(false);
    expect(validate(money, '10.605').ok).toBe(false);
    expect(validate(money, 'ten').ok).toBe(false);
  });

  it('reports the first failing path', () => {
    const schema = object({
      items: array(object({ kind: literal('a', 'b'), note: nullable(string) })),
    });
    expect(
      validate(schema, {
        items: [
          { kind: 'a', note: null },
          { kind: 'c', note: null },
        ],
      }),
    ).toEqual({
      ok: false,
      message: 'data.items[1].kind: expected one of "a", "b"',
    });
    expect(validate(schema, { items: 'no' })).toEqual({
      ok: false,
      message: 'data.items: expected an array',
    });
  });

  it('fills absent optional fields with their default', () => {
    const schema = object({ count: withDefault(money, 0) });
    expect(validate(schema, {})).toEqual({ ok: true, value: { count: 0 } });
  });
});
