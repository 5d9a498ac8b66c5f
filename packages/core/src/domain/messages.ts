import type { PolicySentenceKey } from './policy-sentence';

/**
 * Every guest-facing text the core decides, as a key. The web app's catalogs (en-US the source)
 * satisfy `Record<MessageKey, string>`, so the compiler checks that each key has a text.
 */
export type MessageKey =
  | 'alert.welcome' // 'Welcome'
  | 'payment.failed.title' // 'Payment Failed'
  | 'payment.failed.text' // 'We were unable to process the payment using this card, please verify …'
  | 'payment.insufficientFunds.text' // 'Your card was declined for insufficient funds. …' (decision 0014)
  | 'payment.noToken' // 'Payment Failed - no token'
  | 'payment.partial.text' // 'Your tip to {paid} went through, but your tip to {failed} did not. …'  params: { paid, failed }
  | 'paymentMethods.failed.text' // 'There was a problem with payment methods. Please try again later.'
  | 'payment.external.failed' // 'Something went wrong with the payment or your payment authorization data was incorrect'
  | 'payment.limit.title' // 'Tip limit' (decision 0017)
  | 'payment.limit.text' // 'One payment can be at most {amount}. Please lower or remove a tip.'  params: { amount: { tipCents } }
  | 'payment.limit.count' // 'One payment can carry at most {count} tips. Please remove a tip.'  params: { count: { count } } (decision 0041)
  | 'payment.amountMismatch.text' // 'The amount no longer matches this tip's settings. …' (422 AMOUNT_MISMATCH)
  | 'payment.intentMismatch.text' // 'This tip can only go to the people on your bill. …' (422 INTENT_MISMATCH)
  | 'review.failed.title' // 'Oops'
  | 'review.failed.text' // 'Failed to submit review'
  | 'validation.email' // 'Please enter a valid email address'
  | 'validation.roomNumber' // 'Room number: digits only' (a decision)
  | 'validation.required' // 'This field is required' (a decision)
  | 'customTip.confirm.title' // 'Wow, a generous tip'
  | 'customTip.confirm.text' // 'Are you sure you wanted to tip {amount}?'  params: { amount }
  | 'customTip.min' // 'The smallest tip is {amount}'  params: { amount: { tipCents } }
  | 'customTip.max' // 'The largest tip is {amount}'  params: { amount: { tipCents } }
  | 'customTip.format' // 'Please write the amount like {example}'  params: { example } (decision 0031)
  | 'account.noLocations' // 'This account has no locations yet, so there is no one to tip here.'
  | 'intent.alreadyPaid' // 'This tip has already been paid.'
  | 'fees.failed.title' // 'Oops'
  | 'fees.failed.text' // 'We could not calculate the convenience fee. Please try again.'
  | 'error.network' // 'No connection. Please check your network and try again.'
  | 'error.generic' // 'Something went wrong. Please try again.'
  | PolicySentenceKey; // where the tip goes (policy-sentence.ts, decision 0036)

/**
 * A parameter of a text: plain text (names), or a tip amount in cents that the web app formats
 * in the guest's language (`$150`, `150 $US`, `150,00 US$`).
 */
/** Text as is, a tip amount, or a count (written with the language's digits, as amounts are). */
export type MessageParam = string | { readonly tipCents: number } | { readonly count: number };
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A text to show: a catalog key with optional parameters, or raw server text (an error code). */
export type MessageRef =
  { readonly key: MessageKey; readonly params?: MessageParams } | { readonly raw: string };

export function message(key: MessageKey, params?: MessageParams): MessageRef {
  return params ? { key, params } : { key };
}

export function rawMessage(text: string): MessageRef {
  return { raw: text };
}
