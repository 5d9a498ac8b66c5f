import * as v from 'valibot';
import type { Cents } from '../domain/money';
import {
  PAYOUT_SCHEDULES,
  POOL_SHARES,
  TEAM_NAME_MAX,
  VENUE_NOTE_MAX,
  type TippingPolicy,
} from '../domain/tipping-policy';
import type { Schema } from './parse';

/**
 * Plain one-line text: not blank, no control characters, lone surrogates, line or paragraph
 * separators, nor bidirectional overrides or isolates (the app isolates what it shows itself).
 */
const PLAIN = /^[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]*$/u;
const plainText = (max: number): Schema<string> =>
  v.pipe(
    v.string(),
    v.check((text) => text.trim() !== '', 'Invalid text: Expected a non-blank text'),
    v.check(
      (text) => [...text].length <= max,
      `Invalid length: Expected at most ${max} characters`,
    ),
    v.check((text) => PLAIN.test(text), 'Invalid text: Expected plain text'),
  );

/** A BCP 47 language tag Intl accepts (`en`, `es-MX`, `zh-Hant`). */
function isLanguageTag(tag: string): boolean {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) || tag.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

const id = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'Invalid id'));
const whole = (min: number, max: number): Schema<number> =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/**
 * The policy's shape (docs/service-contract.md, "Tipping policy"), over the money it reads: the
 * wire's decimal strings or stored cents. Strict: a field out of its rule fails the policy.
 */
export function tippingPolicySchema(money: Schema<Cents>): Schema<TippingPolicy> {
  return v.object({
    distribution: v.variant('kind', [
      v.object({ kind: v.literal('individual') }),
      v.object({
        kind: v.literal('pooled'),
        shares: v.picklist(POOL_SHARES),
        onShift: v.optional(
          v.pipe(v.array(v.object({ poolUid: id, people: whole(1, 999) })), v.maxLength(50)),
          [],
        ),
      }),
      v.object({
        kind: v.literal('split'),
        individualPercent: whole(1, 99),
        team: plainText(TEAM_NAME_MAX),
      }),
    ]),
    processingCost: v.variant('borneBy', [
      v.object({ borneBy: v.literal('guest') }),
      v.object({ borneBy: v.literal('venue') }),
      v.object({
        borneBy: v.literal('tip'),
        percent: v.pipe(
          v.number(),
          v.minValue(0),
          v.maxValue(20),
          v.check(
            (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9,
            'Invalid percent: Expected at most two decimals',
          ),
        ),
        fixed: v.pipe(
          money,
          v.check(
            (cents: Cents) => cents >= 0 && cents <= 500,
            'Invalid fixed: Expected 0.00–5.00',
          ),
        ),
      }),
    ]),
    payout: v.picklist(PAYOUT_SCHEDULES),
    note: v.optional(
      v.nullable(
        v.object({
          text: plainText(VENUE_NOTE_MAX),
          lang: v.pipe(v.string(), v.check(isLanguageTag, 'Invalid lang: Expected a BCP 47 tag')),
        }),
      ),
      null,
    ),
  });
}

/**
 * The settings' field: absent or null reads as no policy, and so does a policy the app cannot read
 * (a newer service's kind, a field out of its rule). The tip goes on without a claim about it.
 */
export function settingsPolicySchema(money: Schema<Cents>): Schema<TippingPolicy | null> {
  return v.fallback(v.optional(v.nullable(tippingPolicySchema(money)), null), null);
}
