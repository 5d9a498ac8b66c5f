import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tipping } from '@tipwell/core';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { until } from '../../testing/setups';

// Decision 0039: on station S300 (its own fee optional) pool 202 is charged under its own
// location's rule (L200: the guest pays the fee), and the guest is told so plainly.

const FRONT_DESK_NOTE =
  'The convenience fee for Front Desk is always added: its location asks guests to pay it.';
const BOX = "The convenience fee is on me! Let's give the full tip to the staff.";

function feesSettled(core: Tipping): Promise<void> {
  return until(
    core.tips.store,
    (tips) => !tips.refreshing && tips.fees.length > 0 && tips.fees.every(Boolean),
  );
}

async function frontDesk(core: Tipping): Promise<void> {
  await core.entry.openCode('S300');
  core.flow.selectPool('202');
  core.tips.chooseLevel('low');
  await feesSettled(core);
}

async function frontDeskAndAlex(core: Tipping): Promise<void> {
  await frontDesk(core);
  core.payment.addAnother();
  core.flow.selectUser('504');
  core.tips.chooseLevel('high');
  await feesSettled(core);
}

describe("S300: Front Desk's fee is L200's, whatever the box says", () => {
  it("the box changes Alex K.'s line only, and says so for Front Desk", async () => {
    const world = createFakeWorld();
    render(<FakeApp world={world} setup={frontDeskAndAlex} />);
    await screen.findByRole('heading', { name: /Total \$21\.20/ });
    expect(screen.getByText(FRONT_DESK_NOTE)).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: BOX });
    expect(box).toBeChecked();

    await userEvent.click(box);
    // Alex K.'s $10 now carries its fee inside (gross); Front Desk's keeps L200's fee on top.
    await screen.findByRole('heading', { name: /Total \$20\.60/ });
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/^Front Desk\$10$/);
    expect(rows[1]).toHaveTextContent('Alex K.$9.40');
    expect(screen.getByText('Convenience fee').closest('.payment__row')).toHaveTextContent('$1.20');
    expect(screen.getByText(FRONT_DESK_NOTE)).toBeInTheDocument();
    const modes = world.tipsApi
      .requestsOf('calculateFees')
      .slice(-2)
      .map((request) => (request as { amount: number; mode: string }).mode);
    expect(modes.sort()).toEqual(['gross', 'net']);

    await userEvent.type(screen.getByLabelText('Email'), 'guest@example.com');
    const pay = await screen.findByRole('button', { name: 'Pay $20.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await screen.findByRole('heading', { name: 'Rate your service' });
    const lines = world.tipsApi
      .requestsOf('pay')
      .flatMap((request) => (request as { tips: { amount: number }[] }).tips)
      .map((tip) => tip.amount);
    expect(lines).toEqual([1060, 1000]);
  });

  it('Front Desk alone: no box to choose with, and the note says why the fee is added', async () => {
    render(<FakeApp setup={frontDesk} />);
    await screen.findByRole('heading', { name: /Total \$10\.60/ });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(FRONT_DESK_NOTE)).toBeInTheDocument();
  });

  it("on L200's own page the fee is simply the location's: no box, no note", async () => {
    render(<FakeApp path="/L200" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Front Desk' }));
    await userEvent.click(await screen.findByRole('button', { name: /Go ahead, tip \$10/ }));
    await screen.findByRole('heading', { name: /Total \$10\.60/ });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(FRONT_DESK_NOTE)).not.toBeInTheDocument();
  });
});
