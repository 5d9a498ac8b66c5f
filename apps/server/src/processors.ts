/** The payment processors a location's system settings may name (`webProcessor`). */
export type WebProcessor = 'sandbox' | 'adyen-web' | 'square-web' | 'global-payments-web';
export const WEB_PROCESSORS: readonly WebProcessor[] = [
  'sandbox',
  'adyen-web',
  'square-web',
  'global-payments-web',
];
