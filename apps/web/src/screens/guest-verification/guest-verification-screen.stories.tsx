import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { hospitalitySetups } from '../../testing/hospitality-setups';
import { storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Guest verification',
  component: FakeApp,
  args: { setup: hospitalitySetups.guestVerification },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Housekeeping (P201) needs a room number and a last name; Next waits for both. */
export const Empty: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Housekeeping' })).toBeVisible();
    await expect(
      canvas.getByText(
        'In order to successfully process this tip, we need the following information',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Room number'), '12a04');
    await expect(canvas.getByLabelText('Room number')).toHaveValue('1204');
  },
};

export const Filled: Story = {
  args: { setup: hospitalitySetups.guestVerificationFilled },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Last name')).toHaveValue('Rivera');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
