// The payment unit's code after the landing (`@tipwell/core/payment-work`), in a chunk of its own in
// the browser (the app supplies its import as the `paymentWork` port; docs/decisions/0028): the widget's mount once the fees are in
// (widget-session.ts) and paying with a token (pay-with-token.ts, payment-request-for.ts and the
// domain's payment-request.ts, payment-outcome.ts, payment-details.ts, redirect-carried.ts).
// Those modules may import what the landing loads (payment-lines, payment-failed, paid-summary…);
// nothing the landing loads may import them, or they come back into the up-front chunk.
export { mountForTotal } from './widget-session';
export { payWithToken } from './pay-with-token';
