import { describe, expect, it } from 'vitest';
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

  it('ignores a meta tag that is not JSON', () => {
    expect(readConfig(docWithMeta('{oops'))).toEqual(defaultConfig);
  });
});
