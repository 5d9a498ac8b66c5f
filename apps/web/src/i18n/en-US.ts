import type { MessageKey } from '@tipwell/core';

/**
 * Every guest-facing text of the app, in en-US: the product's own wording, and the source every
 * other catalog (`locales/*.ts`) translates. ICU MessageFormat: `{name}` marks a parameter,
 * `{count, plural, one {…} other {…}}` a plural (decision 0020). The build compiles each text
 * (tooling/compile-catalogs.ts); the keys are the app's message keys (`AppMessageKey`).
 */
const enUS = {
  // Texts the core decides.
  'alert.welcome': 'Welcome',
  'payment.failed.title': 'Payment Failed',
  'payment.failed.text':
    'We were unable to process the payment using this card, please verify that entered card information are correct or try another card',
  'payment.noToken': 'Payment Failed - no token',
  'payment.partial.text':
    'Your tip to {paid} went through, but your tip to {failed} did not. Try again pays only {failed}.',
  'paymentMethods.failed.text': 'There was a problem with payment methods. Please try again later.',
  'payment.external.failed':
    'Something went wrong with the payment or your payment authorization data was incorrect',
  // The payment limit the tips service keeps (decision 0017).
  'payment.limit.title': 'Tip limit',
  'payment.limit.text': 'One payment can be at most {amount}. Please lower or remove a tip.',
  'payment.limit.count': 'One payment can carry at most {count} tips. Please remove a tip.',
  // The services' refusals of what was asked (docs/service-contract.md): nothing was charged.
  'payment.amountMismatch.text':
    'The amount no longer matches this tip. Nothing was charged: please choose your tip again.',
  'payment.intentMismatch.text':
    'This tip can only go to the people on your bill. Nothing was charged: please open your link again.',
  'review.failed.title': 'Oops',
  'review.failed.text': 'Failed to submit review',
  'validation.email': 'Please enter a valid email address',
  'validation.roomNumber': 'Room number: digits only',
  'validation.required': 'This field is required',
  'customTip.confirm.title': 'Wow, a generous tip',
  'customTip.confirm.text': 'Are you sure you wanted to tip {amount}?',
  'customTip.min': 'The smallest tip is {amount}',
  'customTip.max': 'The largest tip is {amount}',
  'customTip.format': 'Please write the amount like {example}',
  'account.noLocations': 'This account has no locations yet, so there is no one to tip here.',
  'intent.alreadyPaid': 'This tip has already been paid.',
  'fees.failed.title': 'Oops',
  'fees.failed.text': 'We could not calculate the convenience fee. Please try again.',
  'error.network': 'No connection. Please check your network and try again.',
  'error.generic': 'Something went wrong. Please try again.',
  // The checkout form (decision 0014): the refusal text asks to check the card
  // details; with insufficient funds they were right, and only another card helps.
  'payment.insufficientFunds.text':
    'Your card was declined for insufficient funds. Please try another card.',
  // Texts of the web app.
  'app.loading': 'Loading',
  'app.back': 'Back',
  'app.productLogoAlt': '{productName}',
  'app.locationLogoAlt': '{name} logo',
  'app.reload': 'Try again',
  'footer.termsNote': 'By submitting the payment you agree to',
  'footer.termsLink': 'Terms of Service',
  'footer.support': 'Contact support',
  'alert.close': 'Close',
  'notFound.title': 'Page not found',
  'notFound.text': 'Please check the code or link you used.',
  'notFound.back': 'Back to the start',
  'tip.defaultInstruction': 'Select tip amount',
  'tip.customPrompt': 'Have a custom tip amount in mind?',
  'tip.customLabel': 'Custom tip amount',
  'tip.next': 'Next',
  'tip.cancel': 'Cancel',
  'tip.confirm': 'Confirm',
  'department.title': 'Choose the department you want to tip',
  'recipient.chosen': 'Already in your tip',
  'locations.title': 'Choose a location',
  'guest.defaultInstructions':
    'In order to successfully process this tip, we need the following information',
  'guest.roomNumber': 'Room number',
  'guest.lastName': 'Last name',
  'nights.title': 'How many nights did you stay at the hotel?',
  'nights.label': 'Number of nights',
  'nights.fewer': 'Fewer nights',
  'nights.more': 'More nights',
  'nights.max':
    'At most {count, plural, one {# night} other {# nights}}: one tip can be up to {amount}',
  'hospitality.suggestion': '90% of guests usually tip {amount}',
  'hospitality.suggestionNights':
    '90% of guests usually tip {amount} for {nights, plural, one {# night} other {# nights}}',
  'hospitality.goAhead': 'Go ahead, tip {amount}',
  'review.noteRequiredLabel': 'Note',
  'payment.total': 'Total',
  'payment.convenienceFee': 'Convenience fee',
  'payment.feeInfoTitle': 'What is this?',
  'payment.feeInfoText': 'Ensures your service professional receives your generous tip directly',
  'payment.feeInfoButton': 'What is this?',
  'payment.feeOnMe': "The convenience fee is on me! Let's give the full tip to the staff.",
  // Decision 0039: a line whose fee the 'fee is on me' box cannot change (a station's pool).
  'payment.feeAlwaysAdded':
    'The convenience fee for {name} is always added: its location asks guests to pay it.',
  'payment.email': 'Email',
  'payment.pay': 'Pay {total}',
  // The app's words around a card provider's fields (Square, Global Payments: ShellTexts).
  'widget.enterCard': 'Enter Credit Card',
  'widget.applePay': 'Pay with ApplePay',
  'widget.googlePay': 'Google Pay',
  'widget.nameOnCard': 'Name on card',
  'widget.postalCode': 'Postal code',
  'widget.walletLine': 'Tip',
  'payment.tryAgain': 'Try again',
  'payment.offline':
    'You are offline. Nothing was sent and nothing was charged: Pay works again once you are back online.',
  'payment.cardForm': 'Card details',
  'payment.cardFieldsReset':
    'The card fields were reset for the new language. Please enter your card details again; your tip and total are unchanged.',
  'payment.cardFieldsResetTotal':
    'The total changed, so the card fields were reset. Please enter your card details again.',
  'review.title': 'Rate your service',
  'review.rating': 'Rating',
  'review.stars': '{count, plural, one {# Star} other {# Stars}}',
  'review.notePrompt': 'Would you like to leave a note?',
  'review.noteLabel': 'Note (Optional)',
  'review.submit': 'Submit',
  'success.title': 'Thank you',
  'success.tipAgain': 'Tip again',
  // Browse, several recipients, review skip, success summary.
  'browse.searchLabel': 'Search people and teams',
  'browse.searchPlaceholder': 'Type to search',
  'browse.groupsTitle': 'Choose a group you want to tip',
  'browse.orPerson': 'Or a person',
  'browse.personTitle': 'Choose a person you want to tip',
  'browse.noMatches': 'No one matches your search.',
  'payment.addAnother': 'Add another',
  'payment.remove': 'Remove {name}',
  'payment.removeConfirm': 'Are you sure you want to remove {name} from the tip?',
  'payment.paidMark': 'Paid',
  'review.skip': 'Skip',
  'success.totalPaid': 'Total paid',
  'success.reference': 'Payment reference',
  'intent.dontLike': "You don't like our options?",
  'intent.tipAway': 'Tip away',
  'intentPaid.title': 'This tip has already been paid',
  'intentPaid.text': 'Thank you! There is nothing left to pay here.',
  // Ways forward from not-found and failure screens.
  'notFound.help': 'Ask the staff for a new code, or write to us and we will help you tip.',
  'support.email': 'Email support',
  'errorExternal.payAgain': 'Pay with another card',
  // Paying and paid: the Pay button's progress, the review's confirmation.
  'payment.payPending': 'Pay',
  'payment.processing': 'Processing…',
  'review.paidTo': 'Payment of {amount} to {names} received',
  'review.paid': 'Payment of {amount} received',
  // Where the tip goes (decision 0036): the sentence the core builds from the venue's policy
  // (policy.choose.* on the tip step, policy.pay.* on the payment step, policy.paid.* on the
  // thank-you), and the 'How tipping works here' sheet.
  'policy.choose.individual':
    'Your tip goes to {names}, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.choose.pooled':
    'Tips to the {teams} {teamCount, plural, one {team} other {teams}} are shared {shares, select, hours {by hours worked} other {equally}} among {people, plural, =0 {the people on shift} one {the # person on shift} other {the # people on shift}}, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.choose.split':
    '{percent} of your tip goes to {names} and the rest to the {team} team, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.pay.individual':
    '{deducted, select, yes {{received} of your {tip} goes to {names} after the {fee} card fee} other {All of your {tip} goes to {names}}}, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.pay.pooled':
    '{deducted, select, yes {{received} of your {tip} (after the {fee} card fee)} other {All of your {tip}}} goes to the {teams} {teamCount, plural, one {team} other {teams}}, shared {shares, select, hours {by hours worked} other {equally}} among {people, plural, =0 {the people on shift} one {the # person on shift} other {the # people on shift}}, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.pay.split':
    '{percent} of {deducted, select, yes {the {received} left of your {tip} after the {fee} card fee} other {your {tip}}} goes to {names} and the rest to the {team} team, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.paid.individual':
    '{deducted, select, yes {{received} of your {tip} went to {names} after the {fee} card fee} other {All of your {tip} went to {names}}}, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.paid.pooled':
    '{deducted, select, yes {{received} of your {tip} (after the {fee} card fee)} other {All of your {tip}}} went to the {teams} {teamCount, plural, one {team} other {teams}}, shared {shares, select, hours {by hours worked} other {equally}} among {people, plural, =0 {the people on shift} one {the # person on shift} other {the # people on shift}}, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.paid.split':
    '{percent} of {deducted, select, yes {the {received} left of your {tip} after the {fee} card fee} other {your {tip}}} went to {names} and the rest to the {team} team, paid out {payout, select, next_payroll {with the next payroll} daily {daily} other {weekly}}.',
  'policy.sheet.open': 'How tipping works here',
  'policy.sheet.title': 'How tipping works here',
  'policy.sheet.individual':
    'Each tip goes to the person you tip. It is not shared with anyone else.',
  'policy.sheet.pooled':
    'A tip to a team goes into its pool and is shared {shares, select, hours {by hours worked} other {equally}} among the people on shift.',
  'policy.sheet.split':
    'The person you tip keeps {percent} of the tip; the rest is shared with the {team} team.',
  'policy.sheet.costGuest':
    'The card processing cost is paid by you, through the convenience fee, so the staff receive the whole tip.',
  'policy.sheet.costVenue':
    'The venue pays the card processing cost, so the staff receive the whole tip.',
  'policy.sheet.costTip':
    'The card processing cost ({percent} of the amount plus {fixed}) is deducted from the tip.',
  'policy.sheet.feePays': 'The convenience fee pays for processing your card payment.',
  'policy.sheet.payout':
    'Staff receive tips {payout, select, next_payroll {with their next payroll} daily {every day} other {every week}}.',
  'policy.sheet.note': 'A note from the venue',
  'success.receipt.share': 'Share receipt',
  'success.receipt.copy': 'Copy receipt',
  'success.receipt.copied': 'Receipt copied',
  'success.receipt.line': '{label}: {value}',
  // The language menu (decision 0020): each language is named in its own words.
  'language.label': 'Language',
} as const satisfies Readonly<Record<MessageKey, string>> & Readonly<Record<string, string>>;

export default enUS;

/** Every text's key: the core's (`MessageKey`) and the web app's own, read off the catalog. */
export type AppMessageKey = keyof typeof enUS;
/** Texts only the web app shows (the core's MessageKey covers the texts the core decides). */
export type WebMessageKey = Exclude<AppMessageKey, MessageKey>;
/** A catalog: a text for every key of en-US, no more. */
export type Catalog = Readonly<Record<AppMessageKey, string>>;
