/**
 * The closed lists of the domain, each written once: the types derive from them, the validators of
 * the HTTP adapters and of stored state check against them, and the sandbox and the web server read
 * them (through the `@tipwell/core/vocabulary` entry, src/vocabulary.ts). A leaf module: no imports.
 */

/** The first letter of a code: A account, L location, U user, P pool, S station. */
export const CODE_PREFIXES = ['A', 'L', 'U', 'P', 'S'] as const;

/** The payment processors a location's system settings may name (`webProcessor`); `sandbox` is the local card processor. */
export const PROCESSORS = ['sandbox', 'adyen-web', 'square-web', 'global-payments-web'] as const;

/** Every status a payment answer may carry. */
export const PAYMENT_STATUSES = [
  'created',
  'verifying',
  'captured',
  'failed',
  'cancelled',
  'refunded',
  'void',
  'duplicate',
  'not_found',
] as const;

/** The three proposed amounts of a tip screen, in the order the cards show them. */
export const PROPOSAL_LEVELS = ['low', 'medium', 'high'] as const;

/** A chosen tip: one of the proposals or an amount typed by the guest. */
export const TIP_LEVELS = [...PROPOSAL_LEVELS, 'custom'] as const;

/** How often a pool's suggested tip applies. */
export const TIPPING_MODES = ['once', 'per_night', 'per_stay'] as const;

/** Who pays the fee: full the guest, other the staff (gross), optional the guest's choice. */
export const TRANSPARENCIES = ['full', 'optional', 'other'] as const;

/** net: the fee on top of the tip; gross: the fee out of the tip. */
export const FEE_MODES = ['net', 'gross'] as const;
