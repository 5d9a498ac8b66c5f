// Bundled by adyen-dropin-chromium.test.ts for a real Chromium: the real Adyen drop-in through the
// gateway, from the recorded payment-methods response. Not part of the package.
import '@adyen/adyen-web/styles/adyen.css';
import type { WidgetStatus } from '@tipwell/core';
import { AdyenDropinGateway } from '../adyen-dropin-gateway';
import { adyenWeb } from '../adyen-web';

/** The recorded payment-methods response, put on the page by the test. */
const recorded = (window as unknown as { recordedPaymentMethods: { paymentMethods: unknown[] } })
  .recordedPaymentMethods;
const statuses: WidgetStatus[] = [];
(window as unknown as { widgetStatuses: WidgetStatus[] }).widgetStatuses = statuses;
const host = document.getElementById('widget');
void new AdyenDropinGateway(
  { clientKey: 'test_CHROMIUMFIXTURE0000000000000000', environment: 'test' },
  adyenWeb,
)
  .mount(host, {
    amount: 1060,
    currency: 'USD',
    countryCode: 'US',
    locale: 'en-US',
    paymentMethods: { raw: recorded, count: recorded.paymentMethods.length },
    onStatus: (status) => statuses.push(status),
    submit: () => Promise.resolve(null),
    submitDetails: () => Promise.resolve(null),
  })
  .catch((error: unknown) => statuses.push(`mount failed: ${String(error)}` as WidgetStatus));
