import { PROCESSORS } from '@tipwell/core/vocabulary';
import type { WebProcessor } from '../processors';

/** The provider's test/sandbox servers, or its live/production ones. */
export type ProviderEnvironment = 'test' | 'live';
export const PROVIDER_ENVIRONMENTS: readonly ProviderEnvironment[] = ['test', 'live'];

/**
 * What one provider's web SDK needs from the page's policy, per CSP directive. Every origin is
 * explained in docs/decisions/0004-content-security-policy.md.
 */
export interface ProviderSources {
  readonly script: readonly string[];
  readonly style: readonly string[];
  readonly img: readonly string[];
  readonly font: readonly string[];
  readonly connect: readonly string[];
  readonly frame: readonly string[];
  readonly formAction: readonly string[];
  /** Frames allowed to call the Payment Request API (Permissions-Policy `payment`). */
  readonly payment: readonly string[];
  /**
   * The SDK (or a wallet it loads) injects <style> elements with no way to pass a nonce, so
   * style-src cannot be hash-only for it.
   */
  readonly injectsInlineStyles: boolean;
}

const NONE: ProviderSources = {
  script: [],
  style: [],
  img: [],
  font: [],
  connect: [],
  frame: [],
  formAction: [],
  payment: [],
  injectsInlineStyles: false,
};

/** Google Pay's pay.js (loaded by every provider's Google Pay button). */
const GOOGLE_PAY: ProviderSources = {
  ...NONE,
  script: ['https://pay.google.com'],
  img: ['https://www.gstatic.com'],
  connect: ['https://pay.google.com', 'https://google.com/pay'],
  frame: ['https://pay.google.com'],
  payment: ['https://pay.google.com'],
  injectsInlineStyles: true,
};

/** Apple's Apple Pay JS SDK (the button and the QR-code flow outside Safari). */
const APPLE_PAY: ProviderSources = {
  ...NONE,
  script: ['https://applepay.cdn-apple.com'],
};

function adyen(environment: ProviderEnvironment): ProviderSources {
  const live = environment === 'live';
  const checkout = live
    ? 'https://checkoutshopper-live.adyen.com'
    : 'https://checkoutshopper-test.adyen.com';
  const cdn = live
    ? 'https://checkoutshopper-live.cdn.adyen.com'
    : 'https://checkoutshopper-test.cdn.adyen.com';
  const analytics = live
    ? 'https://checkoutanalytics-live.adyen.com'
    : 'https://checkoutanalytics-test.adyen.com';
  // The test 3-D Secure 2 simulator (the ACS of every test card); live issuers' ACS are not listable.
  const acs = live ? [] : ['https://pal-test.adyen.com'];
  return {
    ...NONE,
    img: [cdn],
    // The drop-in asks its CDN for its words in any language but en-US (adyen-web 6's
    // LanguageService.fetchTranslationsFromCdn: sdk/<version>/translations/<locale>.json); blocked,
    // it falls back to English inside the guest's page.
    connect: [checkout, analytics, cdn],
    frame: [checkout, ...acs],
    formAction: [checkout, ...acs],
    payment: [checkout],
  };
}

function square(environment: ProviderEnvironment): ProviderSources {
  const live = environment === 'live';
  const cdn = live ? 'https://web.squarecdn.com' : 'https://sandbox.web.squarecdn.com';
  const pci = live ? 'https://pci-connect.squareup.com' : 'https://pci-connect.squareupsandbox.com';
  return {
    ...NONE,
    script: [cdn],
    style: [cdn],
    img: [cdn],
    font: [
      'https://square-fonts-production-f.squarecdn.com',
      'https://d1g145x70srn7h.cloudfront.net',
    ],
    connect: [cdn, pci, 'https://o160250.ingest.sentry.io'],
    frame: [cdn],
    payment: [cdn],
  };
}

function globalPayments(environment: ProviderEnvironment): ProviderSources {
  const live = environment === 'live';
  // The library itself is served from js.globalpay.com; with env 'sandbox' its hosted-field
  // pages and assets come from js-cert.globalpay.com.
  const fields = live ? 'https://js.globalpay.com' : 'https://js-cert.globalpay.com';
  const api = live ? 'https://api2.heartlandportico.com' : 'https://cert.api2.heartlandportico.com';
  return {
    ...NONE,
    script: ['https://js.globalpay.com', fields],
    style: [fields],
    img: [fields],
    connect: [api],
    frame: [fields],
    payment: [fields],
  };
}

function merge(...parts: readonly ProviderSources[]): ProviderSources {
  const union = (pick: (s: ProviderSources) => readonly string[]): readonly string[] => [
    ...new Set(parts.flatMap(pick)),
  ];
  return {
    script: union((s) => s.script),
    style: union((s) => s.style),
    img: union((s) => s.img),
    font: union((s) => s.font),
    connect: union((s) => s.connect),
    frame: union((s) => s.frame),
    formAction: union((s) => s.formAction),
    payment: union((s) => s.payment),
    injectsInlineStyles: parts.some((s) => s.injectsInlineStyles),
  };
}

/**
 * The origins the page needs for the processor in use: none for the sandbox (everything is on
 * this origin); for a real provider its SDK's origins plus Google Pay and Apple Pay, which all
 * three offer.
 */
export function providerSources(
  processor: WebProcessor,
  environment: ProviderEnvironment = 'test',
): ProviderSources {
  switch (processor) {
    case 'sandbox':
      return NONE;
    case 'adyen-web':
      return merge(adyen(environment), GOOGLE_PAY, APPLE_PAY);
    case 'square-web':
      return merge(square(environment), GOOGLE_PAY, APPLE_PAY);
    case 'global-payments-web':
      return merge(globalPayments(environment), GOOGLE_PAY, APPLE_PAY);
  }
}

/** What the page needs for every processor the business uses (their union). */
export function sourcesFor(
  processors: readonly WebProcessor[],
  environment: ProviderEnvironment = 'test',
): ProviderSources {
  return merge(NONE, ...processors.map((processor) => providerSources(processor, environment)));
}

/** Every origin any processor may add, in either environment (for tests and the ADR). */
export function allProviderOrigins(): readonly string[] {
  const all = new Set<string>();
  for (const processor of PROCESSORS) {
    for (const environment of PROVIDER_ENVIRONMENTS) {
      const s = providerSources(processor, environment);
      for (const list of [s.script, s.style, s.img, s.font, s.connect, s.frame, s.formAction]) {
        for (const origin of list) all.add(origin);
      }
    }
  }
  return [...all];
}
