import type { Tipping } from '@tipwell/core';
import type { FakeWorld } from '../di/fake-services';
import { until } from './setups';

type Setup = (core: Tipping, world: FakeWorld) => Promise<void>;

function feesSettled(core: Tipping): Promise<void> {
  return until(
    core.tips.store,
    (tips) => !tips.refreshing && tips.fees.length > 0 && tips.fees.every(Boolean),
  );
}

export async function payHere(core: Tipping): Promise<void> {
  await feesSettled(core);
  await core.payment.mountWidget(document.createElement('div'));
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.pay();
  core.payment.unmountWidget();
}

async function housekeepingNights(core: Tipping): Promise<void> {
  await core.entry.openCode('P201');
  core.flow.setGuestDetails({ roomNumber: '1204', lastName: 'Rivera' });
}

/** Starting states of the hospitality flows (Harbor View Hotel L200, Suites L210), for stories and tests. */
export const hospitalitySetups = {
  department: async (core) => {
    await core.entry.openCode('L200');
  },
  guestVerification: async (core) => {
    await core.entry.openCode('P201');
  },
  guestVerificationFilled: async (core) => {
    await core.entry.openCode('P201');
    core.flow.editGuestDetails({ roomNumber: '1204', lastName: 'Rivera' });
  },
  nights: housekeepingNights,
  nightsZero: async (core) => {
    await housekeepingNights(core);
    core.flow.setNights('201', 0);
  },
  perNightTip: async (core) => {
    await housekeepingNights(core);
    core.flow.setNights('201', 3);
    core.flow.next();
  },
  frontDeskTip: async (core) => {
    await core.entry.openCode('P202');
  },
  generousTip: async (core) => {
    await core.entry.openCode('P202');
    core.tips.setCustom('150');
    core.tips.submitCustom();
  },
  housekeepingPayment: async (core) => {
    await housekeepingNights(core);
    core.flow.setNights('201', 3);
    core.flow.next();
    core.tips.chooseLevel('low');
    await feesSettled(core);
  },
  conciergePayment: async (core) => {
    await core.entry.openCode('L210');
    core.tips.setCustom('12');
    core.tips.submitCustom();
    await feesSettled(core);
  },
  conciergeReview: async (core) => {
    await core.entry.openCode('L210');
    core.tips.setCustom('12');
    core.tips.submitCustom();
    await payHere(core);
  },
  bellStaffReview: async (core) => {
    await core.entry.openCode('L200');
    core.flow.selectPool('203');
    core.tips.setCustom('8');
    core.tips.submitCustom();
    await payHere(core);
  },
} satisfies Record<string, Setup>;
