import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLandingData, serializeLandingData, type LandingData } from './landing-data';

const data: LandingData = {
  path: '/L100',
  step: 'users',
  responses: [{ url: '/api/core/v3/web/locations/100', status: 200, body: '{"data":{}}' }],
};

describe('landing data', () => {
  it('reads back what the server wrote, for its own address only', () => {
    expect(parseLandingData(serializeLandingData(data), '/L100')).toEqual(data);
    expect(parseLandingData(serializeLandingData(data), '/L101')).toBeNull();
    // A prepared QR entry: answers, no step shown.
    const prepared = { ...data, path: '/qr/100/tab-42', step: null };
    expect(parseLandingData(serializeLandingData(prepared), '/qr/100/tab-42')).toEqual(prepared);
  });

  it('never lets a service text close the script element it travels in', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const withText = {
          ...data,
          responses: [{ url: '/a', status: 200, body: text + '</script><!--' }],
        };
        const serialized = serializeLandingData(withText);
        expect(serialized).not.toMatch(/<\/script|<!--/i);
        expect(parseLandingData(serialized, '/L100')).toEqual(withText);
      }),
    );
  });

  it('ignores missing or corrupt data (the page then opens the code itself)', () => {
    for (const text of [
      null,
      '',
      '{',
      '[]',
      'null',
      '{"path":"/L100"}',
      '{"path":"/L100","step":"users","responses":[1]}',
      '{"path":"/L100","step":3,"responses":[]}',
    ]) {
      expect(parseLandingData(text, '/L100')).toBeNull();
    }
  });
});
