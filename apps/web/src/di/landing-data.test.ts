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

  it('reads back any data the renderer writes, and drops a field it does not know', () => {
    const answer = fc.record({ url: fc.string(), status: fc.integer(), body: fc.string() });
    const written = fc.record({
      path: fc.string(),
      step: fc.option(fc.string(), { nil: null }),
      responses: fc.array(answer, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(written, (landing) => {
        expect(parseLandingData(serializeLandingData(landing), landing.path)).toEqual(landing);
        const newer = { ...landing, responses: landing.responses.map((r) => ({ ...r, extra: 1 })) };
        expect(parseLandingData(JSON.stringify({ ...newer, extra: 1 }), landing.path)).toEqual(
          landing,
        );
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
      '{"path":"/L100","step":null,"responses":[{"url":"/a","status":200.5,"body":""}]}',
      '{"path":"/L100","step":null,"responses":{}}',
    ]) {
      expect(parseLandingData(text, '/L100')).toBeNull();
    }
  });
});
