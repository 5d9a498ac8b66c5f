import type { IntentPayload, IntentTip, Proposal } from '../domain/entities';
import { demoWorld } from '../demo-world/demo-world';
import type { SeedIntent } from '../demo-world/world.types';
import { LUMEN_USERS, STATION_USERS } from './demo-slice';

const people = [...LUMEN_USERS, ...STATION_USERS];

function tipOf(tip: SeedIntent['tips'][number]): IntentTip {
  const user = people.find((u) => u.uid === tip.userUid);
  if (!user) throw new Error(`The demo world has no user ${tip.userUid}`);
  const [low, medium, high] = tip.proposals.map((p): Proposal => ({
    amount: p.amount,
    percent: p.percent,
    type: tip.type,
  })) as [Proposal, Proposal, Proposal];
  return { userUid: user.uid, user, amount: tip.amount, proposals: { low, medium, high } };
}

/** The intents of the demo world (docs/demo-world.md), by token, as the tips service answers them. */
export const DEMO_INTENTS: Readonly<Record<string, IntentPayload>> = Object.fromEntries(
  demoWorld.intents.map((intent): [string, IntentPayload] => [
    intent.token,
    {
      locationUid: intent.locationUid,
      mode: intent.mode,
      total: intent.total,
      tips: intent.tips.map(tipOf),
    },
  ]),
);
