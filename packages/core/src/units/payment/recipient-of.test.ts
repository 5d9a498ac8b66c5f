import { describe, expect, it } from 'vitest';
import type { Payload } from '../../domain/entities';
import { DEMO_INTENTS } from '../../fakes/demo-intents';
import { FRONT_DESK, LUMEN_USERS } from '../../fakes/demo-slice';
import { recipientOf } from './recipient-of';

const payload: Payload = {
  kind: 'L',
  uid: '100',
  name: 'Lumen',
  logo: null,
  locationUid: '100',
  locations: [],
  users: LUMEN_USERS,
  pools: [FRONT_DESK],
  groups: [],
};

describe('recipientOf: who a payment row names', () => {
  it("names a code's people and pools from its payload", () => {
    const user = LUMEN_USERS[1]!;
    expect(recipientOf({ payload, intent: null }, { kind: 'user', uid: user.uid })).toEqual({
      name: `${user.firstName} ${user.lastName.charAt(0)}.`,
      avatar: user.avatar,
    });
    expect(recipientOf({ payload, intent: null }, { kind: 'pool', uid: FRONT_DESK.uid })).toEqual({
      name: FRONT_DESK.name,
      avatar: null,
    });
  });

  it("names an intent's people from the intent's answer (no payload)", () => {
    for (const intent of Object.values(DEMO_INTENTS)) {
      for (const tip of intent.tips) {
        const shown = recipientOf({ payload: null, intent }, { kind: 'user', uid: tip.userUid });
        expect(shown.name).not.toBe('');
        expect(shown.avatar).toBe(tip.user.avatar);
      }
    }
  });

  it('an unknown uid is an empty name, not a crash', () => {
    expect(recipientOf({ payload: null, intent: null }, { kind: 'user', uid: 'x' })).toEqual({
      name: '',
      avatar: null,
    });
  });
});
