import type { IntentPayload, IntentTip, Proposal } from '../domain/entities';
import { LUMEN_USERS, STATION_USERS } from './demo-slice';

function proposal(amount: number, percent: number | null): Proposal {
  return { amount, percent, type: percent === null ? 'amount' : 'percent' };
}

function tip(
  index: number,
  users: typeof LUMEN_USERS,
  amount: number,
  low: Proposal,
  medium: Proposal,
  high: Proposal,
): IntentTip {
  const user = users[index];
  if (!user) throw new Error('demo slice: no such user');
  return { userUid: user.uid, user, amount, proposals: { low, medium, high } };
}

/** The intents of demo-world.md, by token. */
export const DEMO_INTENTS: Readonly<Record<string, IntentPayload>> = {
  'tab-42': {
    locationUid: '100',
    mode: 'net',
    total: null,
    tips: [
      tip(1, LUMEN_USERS, 0, proposal(600, 15), proposal(720, 18), proposal(800, 20)),
      tip(2, LUMEN_USERS, 0, proposal(500, null), proposal(800, null), proposal(1000, null)),
    ],
  },
  'tab-43': {
    locationUid: '100',
    mode: 'net',
    total: 2500,
    tips: [
      tip(0, LUMEN_USERS, 2500, proposal(500, null), proposal(1000, null), proposal(1500, null)),
    ],
  },
  'sched-7': {
    locationUid: '200',
    mode: 'gross',
    total: null,
    tips: [
      tip(1, STATION_USERS, 0, proposal(500, null), proposal(1000, null), proposal(1500, null)),
    ],
  },
};
