import { describe, expect, it } from 'vitest';
import { BROWSER_CONFIG_KEYS } from '@tipwell/core/vocabulary';
import { defaultConfig, readConfig } from './config';

function docWithMeta(content: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const meta = doc.createElement('meta');
  meta.name = 'tipwell-config';
  meta.content = content;
  doc.head.append(meta);
  return doc;
}

describe('readConfig', () => {
  it('defaults to the same-origin sandbox services and the demo identity', () => {
    expect(readConfig(document)).toEqual(defaultConfig);
    expect(defaultConfig).toMatchObject({
      coreBaseUrl: '/api/core',
      tipsBaseUrl: '/api/tips',
      productName: 'Tipwell',
      termsUrl: 'https://example.com/terms',
      supportEmail: 'support@example.com',
    });
  });

  it("takes the server's meta tag over the defaults, and only strings from it", () => {
    const doc = docWithMeta('{"termsUrl":"https://meta.example/terms","productName":42}');
    expect(readConfig(doc)).toMatchObject({
      coreBaseUrl: '/api/core',
      termsUrl: 'https://meta.example/terms',
      productName: 'Tipwell',
    });
  });

  it("reads exactly the schema's keys: one the server adds and the schema does not name is dropped", () => {
    // The server writes the same schema's keys (apps/server/src/static/static-files.test.ts).
    expect(Object.keys(defaultConfig).sort()).toEqual([...BROWSER_CONFIG_KEYS].sort());
    const written = { ...defaultConfig, productName: 'Harbor Tips', stripeKey: 'pk_live_x' };
    const read = readConfig(docWithMeta(JSON.stringify(written)));
    expect(Object.keys(read).sort()).toEqual([...BROWSER_CONFIG_KEYS].sort());
    expect(read.productName).toBe('Harbor Tips');
  });

  it('ignores a meta tag that is not JSON or not an object', () => {
    expect(readConfig(docWithMeta('"a string"'))).toEqual(defaultConfig);
    expect(readConfig(docWithMeta('{oops'))).toEqual(defaultConfig);
  });
});
