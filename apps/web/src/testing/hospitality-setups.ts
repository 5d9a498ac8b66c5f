import type { Tipping } from '@tipwell/core';
import type { FakeWorld } from '../di/fake-services';
import { until } from './setups';

type Setup = (core: Tipping, world: FakeWorld) => Promise<void>;

function feesSettled(core: Tipping): Promise<void> {
  return until(
    core.stores.tips,
    (tips) => !tips.refreshing && tips.fees.length > 0 && tips.fees.every(Boolean),
  );
}

export async function payHere(core: Tipping): Promise<void> {
  await feesSettled(core);
  await core.actions.mountWidget(document.createElement('div'));
  core.actions.setShopperEmail('guest@example.com');
  await core.actions.pay();
  core.actions.unmountWidget();
}

async function housekeepingNights(core: Tipping): Promise<void> {
  await core.actions.openCode('P201');
  core.actions.setGuestDetails({ roomNumber: '1204', lastName: 'Rivera' });
}

/** Starting states of the hospitality flows (Harbor View Hotel L200, Suites L210), for stories and tests. */
export const hospitalitySetups = {
  department: async (core) => {
    await core.actions.openCode('L200');
  },
  guestVerification: async (core) => {
    await core.actions.openCode('P201');
  },
  guestVerificationFilled: async (core) => {
    await core.actions.openCode('P201');
    core.actions.editGuestDetails({ roomNumber: '1204', lastName: 'Rivera' });
  },
  nights: housekeepingNights,
  nightsZero: async (core) => {
    await housekeepingNights(core);
    core.actions.setNights('201', 0);
  },
  perNightTip: async (core) => {
    await housekeepingNights(core);
    core.actions.setNights('201', 3);
    core.actions.next();
  },
  frontDeskTip: async (core) => {
    await core.actions.openCode('P202');
  },
  generousTip: async (core) => {
    await core.actions.openCode('P202');
    core.actions.setCustomTip('150');
    core.actions.submitCustomTip();
  },
  housekeepingPayment: async (core) => {
    await housekeepingNights(core);
    core.actions.setNights('201', 3);
    core.actions.next();
    core.actions.chooseTipLevel('low');
    await feesSettled(core);
  },
  conciergePayment: async (core) => {
    await core.actions.openCode('L210');
    core.actions.setCustomTip('12');
    core.actions.submitCustomTip();
    await feesSettled(core);
  },
  conciergeReview: async (core) => {
    await core.actions.openCode('L210');
    core.actions.setCustomTip('12');
    core.actions.submitCustomTip();
    await payHere(core);
  },
  bellStaffReview: async (core) => {
    await core.actions.openCode('L200');
    core.actions.selectPool('203');
    core.actions.setCustomTip('8');
    core.actions.submitCustomTip();
    await payHere(core);
  },
} satisfies Record<string, Setup>;
