import { describe, expect, it } from 'vitest';
import { DEMO_PAYLOADS, LUMEN, LUMEN_SETTINGS, MemoryStorage } from '../fakes';
import { EMPTY_SELECTIONS } from './flow-store';
import { INITIAL_LANDING } from './landing-store';
import {
  CREDENTIALS_KEY,
  readCredentials,
  readSession,
  saveCredentials,
  saveSession,
  SESSION_KEY,
} from './persistence';

const landing = {
  ...INITIAL_LANDING,
  status: 'ready' as const,
  code: 'U500',
  prefix: 'U' as const,
  payload: DEMO_PAYLOADS.U500!,
  location: LUMEN,
  settings: LUMEN_SETTINGS,
  processor: 'sandbox' as const,
};
const flow = {
  steps: ['proposed-tip-beauty', 'payment', 'review', 'success'] as const,
  index: 1,
  subStep: 0,
  subStepCount: 1,
  selections: { ...EMPTY_SELECTIONS, users: ['500'] },
  external: false,
};

describe('persistence', () => {
  it('round-trips credentials and session as versioned records', () => {
    const storage = new MemoryStorage();
    const paid = {
      reference: 'pay_1',
      references: ['pay_1'],
      tipUids: ['tip_1'],
      total: 1060,
      recipients: ['Maya'],
    };
    saveCredentials(storage, { landing, flow, shopperEmail: 'g@x.io', paid });
    saveSession(storage, {
      tips: [{ recipient: { kind: 'user', uid: '500' }, level: 'medium', amount: 1000 }],
      feeOnMe: false,
    });
    expect(storage.read(CREDENTIALS_KEY)).toMatchObject({ v: 1 });
    const read = readCredentials(storage);
    expect(read?.flow).toEqual(flow);
    expect(read?.landing.theme.primaryColor).toBe('#6C4AB6');
    expect(read?.shopperEmail).toBe('g@x.io');
    expect(read?.paid).toEqual(paid);
    expect(readSession(storage)?.feeOnMe).toBe(false);
  });

  it('discards corrupt, old or foreign records', () => {
    const storage = new MemoryStorage();
    storage.write(CREDENTIALS_KEY, { v: 0, data: {} });
    expect(readCredentials(storage)).toBeNull();
    expect(storage.keys()).not.toContain(CREDENTIALS_KEY);
    saveCredentials(storage, {
      landing,
      flow: { ...flow, index: 9 },
      shopperEmail: '',
      paid: null,
    });
    expect(readCredentials(storage)).toBeNull();
    storage.write(SESSION_KEY, {
      v: 1,
      data: {
        tips: [{ recipient: { kind: 'user', uid: '500' }, level: 'huge', amount: 1 }],
        feeOnMe: true,
      },
    });
    expect(readSession(storage)).toBeNull();
    storage.write(SESSION_KEY, 'garbage');
    expect(readSession(storage)).toBeNull();
    storage.write(CREDENTIALS_KEY, { v: 1, data: { code: 5 } });
    expect(readCredentials(storage)).toBeNull();
  });
});
