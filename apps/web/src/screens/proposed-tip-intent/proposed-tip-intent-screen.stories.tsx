import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { defaultThemeWorld, storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Proposed tip (intent)',
  component: FakeApp,
  args: { path: '/qr/100/tab-42' },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** QR tab-42, first user: Jordan with percent proposals. */
export const PercentProposals: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Jordan/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '15% $6' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '18% $7.20' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '20% $8' })).toBeVisible();
    await expect(canvas.getByLabelText("You don't like our options?")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The last user (Priya, amount proposals: no percent) says 'Tip away'. */
export const LastUserAmounts: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '18% $7.20' }));
    await expect(await canvas.findByRole('heading', { name: /Priya/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '$5' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText("You don't like our options?"), '9');
    await expect(canvas.getByRole('button', { name: 'Tip away' })).toBeEnabled();
  },
};

/** Pay later (sched-7 at Harbor Hotel): Rosa, $5 / $10 / $15, default colours. */
export const PayLater: Story = {
  args: { path: '/pl/200/sched-7' },
  render: (args) => <FakeApp {...args} world={defaultThemeWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Rosa/ })).toBeVisible();
    for (const name of ['$5', '$10', '$15']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** A generous custom tip asks first. */
export const GenerousConfirmation: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByLabelText("You don't like our options?"), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(
      await canvas.findByRole('alertdialog', { name: 'Wow, a generous tip' }),
    ).toBeVisible();
  },
};
