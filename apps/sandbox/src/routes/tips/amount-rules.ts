import {
  MAX_FEE_AMOUNT_CENTS,
  type FeeMode,
  type Transparency,
  allowedFeeModes,
  allowedLineTotals,
  parseMoney,
} from '@tipwell/core';
import { TRANSPARENCIES } from '@tipwell/core/vocabulary';
import type { WireIntent } from '../../db/intents-repository';
import type { WireSettings } from '../../db/settings-repository';
import { HttpError } from '../../http/http-error';
import type { SandboxContext } from '../../sandbox-context';
import type { TipDraft } from './payment-request';

type PresetLevel = 'low' | 'medium' | 'high';

/** What a preset line may carry: its tips (cents) and the fee modes its settings allow. */
export interface Rule {
  readonly tips: (amountCents: number) => readonly number[];
  readonly modes: readonly FeeMode[];
}

const cents = (money: string): number => parseMoney(money) ?? -1;

function transparencyOf(settings: WireSettings): Transparency {
  const value = (TRANSPARENCIES as readonly string[]).includes(settings.transparency)
    ? settings.transparency
    : 'other';
  return value as Transparency;
}

function settingsRules(
  ctx: SandboxContext,
  owners: readonly ['location' | 'station', string][],
  tipOf: (settings: WireSettings) => (amountCents: number) => readonly number[],
): Rule[] {
  return owners.flatMap(([kind, uid]) => {
    const settings = ctx.settings.find(kind, uid);
    if (!settings) return [];
    return [{ tips: tipOf(settings), modes: allowedFeeModes(transparencyOf(settings), null) }];
  });
}

/**
 * A pool's suggested tip: its low amount, times the guest's nights for a per-night pool (the
 * nights are the guest's, so any whole number of them whose total is this amount).
 */
function poolTips(lowCents: number, perNight: boolean): (amountCents: number) => readonly number[] {
  if (!perNight) return () => [lowCents];
  return (amountCents) => {
    // The tip behind a total is at most the total, and at least the total less its fee.
    const most = Math.min(
      Math.floor(amountCents / lowCents),
      Math.floor(MAX_FEE_AMOUNT_CENTS / lowCents),
    );
    const least = Math.max(1, Math.floor((amountCents - 30) / 1.03 / lowCents) - 1);
    const nights: number[] = [];
    for (let n = least; n <= most; n += 1) nights.push(n * lowCents);
    return nights;
  };
}

/**
 * The rules a preset line may follow, by what it tips: an intent's proposal (its location's
 * settings), a pool (its own location's settings), a user (their location's, or their station's).
 */
function rulesFor(ctx: SandboxContext, tip: TipDraft, intent: WireIntent | null): Rule[] {
  const level = tip.level as PresetLevel;
  if (intent) {
    const line = intent.tips.find((t) => t.userUid === tip.userUid);
    const settings = ctx.settings.find('location', intent.locationUid);
    if (!line || !settings) return [];
    const proposal = cents(line.proposals[level].amount);
    return [
      { tips: () => [proposal], modes: allowedFeeModes(transparencyOf(settings), intent.mode) },
    ];
  }
  if (tip.poolUid !== null) {
    const pool = ctx.catalog.pool(tip.poolUid);
    if (!pool) return [];
    const tips = poolTips(cents(pool.lowAmount), pool.tippingMode === 'per_night');
    // Under its own location's settings only, whichever screen lists it (a station's included):
    // the body cannot say which screen sent it (docs/decisions/0039).
    return settingsRules(ctx, [['location', pool.locationUid]], () => tips);
  }
  const station = tip.userUid === null ? null : ctx.catalog.userStation(tip.userUid);
  const owners: ['location' | 'station', string][] = [['location', tip.locationUid ?? '']];
  if (station !== null) owners.push(['station', station]);
  return settingsRules(ctx, owners, (settings) => () => [cents(settings[level])]);
}

/** Whether a preset line's amount is one of the totals one of its rules gives. */
export function presetLineAllowed(amountCents: number, rules: readonly Rule[]): boolean {
  return rules.some((rule) =>
    rule
      .tips(amountCents)
      .some((tipCents) => allowedLineTotals(tipCents, rule.modes).includes(amountCents)),
  );
}

/**
 * A line with a preset level (`low`, `medium`, `high`) must carry that level's tip from the
 * settings (an intent's own proposals), with the fee added by the fee rule, or without it only
 * where the location lets the guest leave it out: anything else is 422 AMOUNT_MISMATCH. A
 * `custom` line is the guest's own amount, bounded by the contract (payment-request.ts).
 */
export function requireAllowedAmounts(
  ctx: SandboxContext,
  tips: readonly TipDraft[],
  intent: WireIntent | null,
): void {
  tips.forEach((tip, index) => {
    if (tip.level === 'custom') return;
    const allowed = rulesFor(ctx, tip, intent).some((rule) =>
      rule
        .tips(tip.amountCents)
        .some((tipCents) => allowedLineTotals(tipCents, rule.modes).includes(tip.amountCents)),
    );
    if (!allowed) {
      const at = `tips[${index}].amount`;
      throw new HttpError(
        422,
        'AMOUNT_MISMATCH',
        `${at} is not the level's tip with the fee as the location's settings ask`,
        at,
      );
    }
  });
}
