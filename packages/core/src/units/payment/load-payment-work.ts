import { loadOnce } from '../load-once';
import type { PaymentWork } from './inside';

/**
 * The payment unit's code after the landing (docs/decisions/0028): its own chunk in the browser,
 * fetched once, when the widget starts mounting (after the payment screen's first paint), before
 * Pay can be pressed. The server's renderer is one module, where this is already loaded.
 */
export const loadPaymentWork: () => Promise<PaymentWork> = loadOnce(() => import('./payment-work'));
