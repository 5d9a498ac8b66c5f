/** The card form's fields, in the order they appear (a checkout's order: the card, then its holder). */
export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'name', 'postalCode'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
