import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { hospitalitySetups } from '../../testing/hospitality-setups';
import { storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Proposed tip (hospitality)',
  component: FakeApp,
  args: { setup: hospitalitySetups.frontDeskTip },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Front Desk (P202): a one-off $10. */
export const FrontDesk: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('90% of guests usually tip $10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go ahead, tip $10' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Have a custom tip amount in mind?'), '8');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** Housekeeping (P201) for 3 nights: $5 a night. */
export const PerNight: Story = {
  args: { setup: hospitalitySetups.perNightTip },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('90% of guests usually tip $15 for 3 nights'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go ahead, tip $15' })).toBeVisible();
  },
};

/** $150 asks for confirmation. */
export const GenerousTip: Story = {
  args: { setup: hospitalitySetups.generousTip },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Wow, a generous tip' });
    await expect(dialog).toHaveTextContent('Are you sure you wanted to tip $150?');
  },
};

/** The payment screen after 'Go ahead' on Housekeeping: a pool row and Total $15.75. */
export const PoolPayment: Story = {
  args: { setup: hospitalitySetups.housekeepingPayment },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Total \$15\.75/ })).toBeVisible();
    await expect(canvas.getByText('Housekeeping')).toBeVisible();
  },
};

/** Concierge (L210): the review's note is required. */
export const ConciergeReview: Story = {
  args: { setup: hospitalitySetups.conciergeReview },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Note')).toBeRequired();
  },
};
