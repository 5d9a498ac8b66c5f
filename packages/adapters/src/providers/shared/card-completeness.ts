export type CardPart = 'number' | 'cvv' | 'expiry' | 'postalCode';

/**
 * The card form is complete when number, cvv and expiry are valid and the postal code is
 * not empty. Fed by the provider's field events; `update` returns true when completeness changed.
 */
export class CardCompleteness {
  private readonly parts: Record<CardPart, boolean> = {
    number: false,
    cvv: false,
    expiry: false,
    postalCode: false,
  };

  get complete(): boolean {
    return Object.values(this.parts).every(Boolean);
  }

  update(part: CardPart, ok: boolean): boolean {
    const before = this.complete;
    this.parts[part] = ok;
    return before !== this.complete;
  }
}
