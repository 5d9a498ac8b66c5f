import type { TipLevel } from '../domain/entities';
import type { Route } from '../flow/routes';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { IntentParams } from '../state/landing-store';
import type { EntryAddress, EntryOutcome } from './entry/entry-address';
import type { RedirectQuery } from './entry/redirect-query';

// Each unit's public actions (`tipping.<unit>.<action>`), apart from `tipping.types.ts` so that
// the units import them without importing the whole (and its ports).

/** Where the guest arrives, and the ways back to the start or to the payment (no store). */
export interface EntryActions {
  /**
   * The entry decision for an address (code, deep link, intent, external return): restores the
   * guest's saved step, else opens it, else not-found. Parallel calls for one address share one.
   */
  enter(address: EntryAddress): Promise<EntryOutcome>;
  /** Opens a code ('U500'); `preSelectedUserUid` for `/{code}/user/{uid}`. */
  openCode(code: string, options?: { readonly preSelectedUserUid?: string }): Promise<void>;
  /** A QR (`/qr/{id}/{intent}`) or pay-later (`/pl/…`) entry. */
  openIntent(params: IntentParams): Promise<void>;
  /**
   * A reload: restores landing, flow and tips saved for this entry (a code such as 'U500', or a
   * parsed route, which also matches intent entries); re-fetches fees. False when nothing matches.
   */
  restore(entry: string | Route): Promise<boolean>;
  /** The return from a redirect-based payment (3-D Secure): `/external?redirectData=…&redirectResult=…`. */
  resumeRedirect(query: RedirectQuery): Promise<void>;
  /**
   * After a failed redirect-based payment (error-external): back to the payment step with the same
   * selections and tips, to pay with another card. False when this tab kept nothing to pay.
   */
  payAgain(): boolean;
  /** Resets everything; returns the same-origin path to go to (the tip-again URL's, or '/{code}'). */
  tipAgain(): string;
}

/** The guest's way through the steps and what they chose there. */
export interface FlowActions {
  /** Chooses a person; one already in the tip goes to the payment step instead (one row each). */
  selectUser(uid: string): void;
  /** Chooses a pool; one already in the tip goes to the payment step instead (one row each). */
  selectPool(uid: string): void;
  /** An account's location: loads its people, pools and settings, then goes on. */
  selectLocation(uid: string): Promise<void>;
  /** A group of a station's people: its people are shown next. */
  selectGroup(uid: string): void;
  /** False (and no move) while a required field is missing or invalid. */
  setGuestDetails(details: { readonly roomNumber: string; readonly lastName: string }): boolean;
  /** Guest verification while typing: keeps the typed room number (digits) and last name. */
  editGuestDetails(details: { readonly roomNumber: string; readonly lastName: string }): void;
  /** The nights for a pool, kept within 0 … `maxNightsFor(pool)` (its tip stays payable). */
  setNights(poolUid: string, nights: number): void;
  /** Next; on the nights screen only once the guest stayed at least one night. */
  next(): void;
}

/** The tips chosen, their fees and totals, and the custom tip being typed. */
export interface TipsActions {
  /** Adds the tip for the current recipient at that level, fetches its fee, and moves on. */
  chooseLevel(level: Exclude<TipLevel, 'custom'>): void;
  /**
   * Typing in the custom tip field, read in `locale`'s writing (BCP 47; the last one given, else
   * en-US): '12,50' is $12.50 in de-DE; a text that is not one clear amount is kept with a message.
   */
  setCustom(text: string, locale?: string): void;
  /** Next on a custom tip: adds it, or opens the confirmation when ≥ $100. */
  submitCustom(): void;
  /** 'Yes' on the confirmation of a large custom tip: adds it. */
  confirmCustom(): void;
  /** 'No' on that confirmation: the custom tip stays typed, not added. */
  cancelCustom(): void;
  /**
   * The 'I'll pay the fee' box: commits the box at once and fetches the fees again in that mode,
   * left running (they commit when they settle, as a tip's choice's fee). Nothing while the
   * amounts are fixed (`amountsFixed`: a press or its payment on its way, a part charged, paid).
   */
  setFeeOnMe(feeOnMe: boolean): void;
  /** Fetches the fee of every tip again. */
  loadFees(): Promise<void>;
  /** Loads the fees still missing, unless each of them is already on its way (a tip just added). */
  ensureFees(): Promise<void>;
}

/**
 * The payment step: the e-mail, the card widget, Pay and what was paid; leaving the payment step
 * (Back, Add another) and removing a tip go through it (the widget goes, a captured part stays).
 */
export interface PaymentActions {
  /** The receipt's e-mail as typed; clears its error. */
  setShopperEmail(email: string): void;
  /** Mounts the payment widget in `host`, speaking `locale` (BCP 47; en-US when not given). */
  mountWidget(host: unknown, locale?: string): Promise<void>;
  /** The payment screen went: the widget is unmounted. */
  unmountWidget(): void;
  /**
   * The guest switched language: a mounted widget that can relabel in place speaks it, keeping
   * what was typed (the sandbox's form); a provider's fields that cannot are mounted again in it
   * (`widgetEpoch` bumped, `cardFieldsReset` tells the guest), the tips and amounts kept. A mount
   * under way ends in it.
   */
  setWidgetLocale(locale: string): void;
  /** Validates the e-mail, asks the widget for a token, then pays with one new idempotency key. */
  pay(): Promise<void>;
  /**
   * After a failure: closes the alert and pays again with what the guest typed, the widget kept as
   * it is; a widget in error (or given another amount) is unmounted and `widgetEpoch` bumped (the
   * view remounts it). Decision 0014.
   */
  tryAgain(): Promise<void>;
  /** Binds (or replaces) the payment gateway once the processor is known. */
  setGateway(gateway: PaymentGateway | null): void;
  /** Removes the tip at that index (not while the amounts are fixed: `amountsFixed`). */
  removeTip(index: number): void;
  /** 'Add another': back to the browse screen (not for user codes or a pre-selected user). */
  addAnother(): void;
  /** One step back (the in-app arrow and the browser's Back); from payment the widget goes. */
  back(): void;
}

/** The rating and note after a captured payment. */
export interface ReviewActions {
  /** 1 to 5 stars; anything else is ignored. */
  setRating(rating: number): void;
  /** The note as typed. */
  setNote(note: string): void;
  /** Submit (once rated): one idempotency key per press; a failure opens 'Oops'. */
  submit(): Promise<void>;
  /** 'Skip' on the review (not when a selected pool requires the review). */
  skip(): void;
}

/** The one dialog that tells the guest what went wrong (or right). */
export interface AlertActions {
  /** The guest dismissed the alert. */
  close(): void;
}
