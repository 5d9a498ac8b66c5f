import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Tipping } from '@tipwell/core';
import { FakeApp } from '../../testing/fake-app';
import { until } from '../../testing/setups';
import { storyWorld } from '../../testing/story-worlds';

function feesSettled(core: Tipping): Promise<void> {
  return until(
    core.tips.store,
    (tips) => !tips.refreshing && tips.fees.length > 0 && tips.fees.every(Boolean),
  );
}

/** L100: Jordan $20, then Priya $5. */
async function twoPeople(core: Tipping): Promise<void> {
  await core.entry.openCode('L100');
  core.flow.selectUser('501');
  core.tips.chooseLevel('high');
  await feesSettled(core);
  core.payment.addAnother();
  core.flow.selectUser('502');
  core.tips.chooseLevel('low');
  await feesSettled(core);
}

/** S300: Front Desk $10 (paid), Alex K. $5 refused. */
async function halfPaid(core: Tipping): Promise<void> {
  await core.entry.openCode('S300');
  core.flow.selectPool('202');
  core.tips.chooseLevel('low');
  await feesSettled(core);
  core.payment.addAnother();
  core.flow.selectUser('504');
  core.tips.chooseLevel('medium');
  await feesSettled(core);
}

const meta = {
  title: 'Screens/Payment/Several recipients',
  component: FakeApp,
  args: { setup: twoPeople },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoPeople: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Total \$26\.35/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Jordan L.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add another' })).toBeVisible();
  },
};

export const RemoveConfirmation: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Priya P.' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Remove Priya P.' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to remove Priya P. from the tip?',
    );
  },
};

/** The pool's half went through, the person's was refused: the guest is told which. */
export const HalfPaid: Story = {
  args: { setup: halfPaid },
  render: (args) => {
    const world = storyWorld();
    world.tipsApi.payStatusByKind = { web: 'failed' };
    return <FakeApp {...args} world={world} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'guest@example.com');
    const pay = await canvas.findByRole('button', { name: 'Pay $16.05' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    const alert = await canvas.findByRole('alertdialog', { name: 'Payment Failed' });
    await expect(alert).toHaveTextContent('Your tip to Front Desk went through');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await expect(await canvas.findByText('Paid')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
