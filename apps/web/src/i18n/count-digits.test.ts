import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatCount, formatMoney } from '@tipwell/core';
import { formatMessage, type CompiledMessage } from './compiled-message';

const format = (icu: string, values: Record<string, string | number>, locale: string): string =>
  formatMessage(compileMessage(icu) as CompiledMessage, values, locale);

// Issue 38, point 4: a count (nights, people, tips) is written with the digits the language's
// amounts use, whether a plain argument or a plural's #.
describe('counts in a text', () => {
  it('are written with the language’s digits, as its amounts are', () => {
    const arab = 'ar-u-nu-arab';
    expect(formatMoney(5000, arab)).toMatch(/٥٠٫٠٠/);
    expect(format('لا يمكن أن تتضمن الدفعة أكثر من {count} إكرامية', { count: 50 }, arab)).toBe(
      'لا يمكن أن تتضمن الدفعة أكثر من ٥٠ إكرامية',
    );
    expect(format('{people, plural, other {# شخص}}', { people: 12 }, arab)).toBe('١٢ شخص');
    for (const locale of ['en-US', 'de-DE', 'ar'])
      expect(format('at most {count}', { count: 50 }, locale)).toBe(
        `at most ${formatCount(50, locale)}`,
      );
    // Text stays text: a room number the guest typed is not rewritten.
    expect(format('room {room}', { room: '1204' }, arab)).toBe('room 1204');
  });
});
