import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Intent already paid',
  component: FakeApp,
  args: { path: '/qr/100/tab-42' },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

function paidWorld(): ReturnType<typeof storyWorld> {
  const world = storyWorld();
  world.tipsApi.paidIntents.add('tab-42');
  return world;
}

/** Opening a QR intent that was paid already (409 INTENT_ALREADY_PAID). */
export const AlreadyPaid: Story = {
  render: (args) => <FakeApp {...args} world={paidWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This tip has already been paid' }),
    ).toBeVisible();
    await expect(canvas.getByText('Thank you! There is nothing left to pay here.')).toBeVisible();
  },
};
