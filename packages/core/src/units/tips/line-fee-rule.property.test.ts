import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedFeeModes, allowedLineTotals } from '../../domain/amount-rule';
import type { FeeMode, TipLevel, Transparency } from '../../domain/entities';
import type { FeeRequest, PaymentRequest } from '../../domain/payment-request.types';
import { demoWorld } from '../../demo-world/demo-world';
import type { SeedSettings } from '../../demo-world/world.types';
import { createFakeDeps } from '../../fakes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';
import type { Tipping } from '../tipping.types';
import { feeBoxOf } from './fee-box';

// Decision 0039: a pool's line is charged under its own location's fee rule whichever screen
// lists it; a person's under the screen's (a station's staff: the station's). The oracle below is
// the tips service's check (apps/sandbox, routes/tips/amount-rules.ts), read from the demo world
// the sandbox seeds from, not from the core's own rule.

type Level = Exclude<TipLevel, 'custom'>;
type Pick = { readonly kind: 'pool' | 'user'; readonly uid: string; readonly level: Level };
type Step = { readonly pick: Pick } | { readonly feeOnMe: boolean };

const SCREENS = {
  S300: { pools: ['202'], users: ['504', '505', '506'] },
  L200: { pools: ['202', '203'], users: [] },
} as const;

function settingsOf(kind: 'location' | 'station', uid: string): SeedSettings | undefined {
  const owners = kind === 'location' ? demoWorld.locations : demoWorld.stations;
  return owners.find((owner) => owner.uid === uid)?.settings;
}

/** The line totals the tips service takes for a preset line (the sandbox's `rulesFor`). */
function serviceTotals(line: { kind: 'pool' | 'user'; uid: string; level: Level }): number[] {
  const rule = (settings: SeedSettings | undefined, tip: (s: SeedSettings) => number) =>
    settings === undefined
      ? []
      : allowedLineTotals(tip(settings), allowedFeeModes(settings.transparency, null));
  if (line.kind === 'pool') {
    const pool = demoWorld.pools.find((candidate) => candidate.uid === line.uid)!;
    return [...rule(settingsOf('location', pool.locationUid), () => pool.lowAmount)];
  }
  const user = demoWorld.users.find((candidate) => candidate.uid === line.uid)!;
  const owners = [settingsOf('location', user.locationUid)];
  if (user.stationUid !== null) owners.push(settingsOf('station', user.stationUid));
  return owners.flatMap((settings) => rule(settings, (s) => s[line.level]));
}

/** The fee modes the guest's screen lets the box choose for a line (the sandbox's settings). */
function modesOf(line: Pick): readonly FeeMode[] {
  const transparency: Transparency =
    line.kind === 'pool'
      ? settingsOf('location', demoWorld.pools.find((p) => p.uid === line.uid)!.locationUid)!
          .transparency
      : settingsOf('station', '300')!.transparency;
  return allowedFeeModes(transparency, null);
}

function steps(code: keyof typeof SCREENS): fc.Arbitrary<Step[]> {
  const { pools, users } = SCREENS[code];
  const recipients = [
    ...pools.map((uid) => ({ kind: 'pool' as const, uid })),
    ...users.map((uid) => ({ kind: 'user' as const, uid })),
  ];
  const pick = fc.record({
    recipient: fc.constantFrom(...recipients),
    level: fc.constantFrom<Level>('low', 'medium', 'high'),
  });
  const step: fc.Arbitrary<Step> = fc.oneof(
    pick.map(({ recipient, level }) => ({
      // A pool's card is its default tip: the level 'low'.
      pick: { ...recipient, level: recipient.kind === 'pool' ? ('low' as const) : level },
    })),
    fc.boolean().map((feeOnMe) => ({ feeOnMe })),
  );
  return fc.array(step, { minLength: 1, maxLength: 7 });
}

async function walk(core: Tipping, code: keyof typeof SCREENS, plan: Step[]): Promise<Pick[]> {
  await core.entry.openCode(code);
  const lines: Pick[] = [];
  for (const step of plan) {
    if ('feeOnMe' in step) {
      core.tips.setFeeOnMe(step.feeOnMe);
      await flush();
      continue;
    }
    const { pick } = step;
    if (currentStep(core.flow.store.getSnapshot()) === 'payment') core.payment.addAnother();
    if (pick.kind === 'pool') core.flow.selectPool(pick.uid);
    else core.flow.selectUser(pick.uid);
    // One row per recipient: one already in the tip goes straight to the payment step.
    if (lines.some((line) => line.kind === pick.kind && line.uid === pick.uid)) continue;
    core.tips.chooseLevel(pick.level);
    lines.push(pick);
    await flush();
  }
  await flush();
  return lines;
}

describe("a line's fee follows its recipient's own rule (decision 0039)", () => {
  it('on S300 and L200, whatever the mix and the box: every fee asked and every line sent is one the tips service takes', async () => {
    for (const code of ['S300', 'L200'] as const) {
      await fc.assert(
        fc.asyncProperty(steps(code), async (plan) => {
          const fakes = createFakeDeps();
          const core = createTipping(fakes.deps);
          const lines = await walk(core, code, plan);
          fc.pre(lines.length > 0);
          const { tips, fees, feeOnMe } = core.tips.store.getSnapshot();
          expect(tips.map((tip) => tip.recipient.uid)).toEqual(lines.map((line) => line.uid));

          // Each line's fee in the one mode its own rule gives, the box's only where it may.
          lines.forEach((line, index) => {
            const modes = modesOf(line);
            const mode = modes.length === 1 ? modes[0]! : feeOnMe ? 'net' : 'gross';
            expect(fees[index]?.total).toBe(allowedLineTotals(tips[index]!.amount, [mode])[0]);
          });
          const asked = fakes.tipsApi.requestsOf('calculateFees') as FeeRequest[];
          expect(asked.every((request) => request.locationUid === '200')).toBe(true);

          // The box: shown only when a line follows it; a line it cannot change is named.
          const box = feeBoxOf(core.landing.store.getSnapshot(), tips);
          const following = lines.map((line) => modesOf(line).length > 1);
          expect(box.shown).toBe(following.some(Boolean));
          expect(box.fixed).toEqual(
            code === 'S300' ? following.flatMap((f, index) => (f ? [] : [index])) : [],
          );

          // The press: every line's amount is one the tips service's check takes.
          core.payment.setShopperEmail('guest@example.com');
          await core.payment.mountWidget('host');
          await core.payment.pay();
          const sent = (fakes.tipsApi.requestsOf('pay') as PaymentRequest[]).flatMap((request) =>
            request.tips.map((tip) => ({
              kind: 'poolUid' in tip ? ('pool' as const) : ('user' as const),
              uid: 'poolUid' in tip ? tip.poolUid : tip.userUid,
              level: tip.level as Level,
              amount: tip.amount,
            })),
          );
          expect(sent).toHaveLength(lines.length);
          for (const line of sent) {
            expect(serviceTotals(line), JSON.stringify(line)).toContain(line.amount);
          }
        }),
        { numRuns: 40 },
      );
    }
  });
});
