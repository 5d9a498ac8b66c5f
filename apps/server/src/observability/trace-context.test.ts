import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTraceparent, parseTraceparent, plainSpans } from './trace-context';

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });

describe('W3C traceparent', () => {
  it('reads what it writes, for any non-zero ids', () => {
    fc.assert(
      fc.property(
        hex(32).filter((id) => /[1-9a-f]/.test(id)),
        hex(16).filter((id) => /[1-9a-f]/.test(id)),
        fc.boolean(),
        (traceId, spanId, sampled) => {
          const header = formatTraceparent({ traceId, spanId, sampled });
          expect(parseTraceparent(header)).toEqual({ traceId, spanId, sampled });
        },
      ),
    );
  });

  it('refuses what the spec refuses: zero ids, version ff, extra fields on 00, upper case', () => {
    const id = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    expect(parseTraceparent(`00-${'0'.repeat(32)}-${parent}-01`)).toBeNull();
    expect(parseTraceparent(`00-${id}-${'0'.repeat(16)}-01`)).toBeNull();
    expect(parseTraceparent(`ff-${id}-${parent}-01`)).toBeNull();
    expect(parseTraceparent(`00-${id}-${parent}-01-extra`)).toBeNull();
    expect(parseTraceparent(`00-${id.toUpperCase()}-${parent}-01`)).toBeNull();
    expect(parseTraceparent(['a', 'b'])).toBeNull();
    // A later version may carry more fields; its first four are read.
    expect(parseTraceparent(`01-${id}-${parent}-03-more`)).toEqual({
      traceId: id,
      spanId: parent,
      sampled: true,
    });
  });

  it('without an exporter: the caller’s trace continued under a new span, or a new unsampled one', () => {
    const parent = {
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      sampled: true,
    };
    const child = plainSpans('GET', parent);
    expect(child.traceId).toBe(parent.traceId);
    expect(child.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(child.spanId).not.toBe(parent.spanId);
    expect(child.sampled).toBe(true);
    const fresh = plainSpans('GET', null);
    expect(parseTraceparent(formatTraceparent(fresh))).toEqual({
      traceId: fresh.traceId,
      spanId: fresh.spanId,
      sampled: false,
    });
  });
});
