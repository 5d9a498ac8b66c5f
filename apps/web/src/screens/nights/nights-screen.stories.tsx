import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { hospitalitySetups } from '../../testing/hospitality-setups';
import { storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Nights',
  component: FakeApp,
  args: { setup: hospitalitySetups.nights },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One night to start; plus and minus step the count. */
export const OneNight: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'How many nights did you stay at the hotel?' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Number of nights')).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'More nights' }));
    await expect(canvas.getByLabelText('Number of nights')).toHaveValue('2');
  },
};

/** At 0 nights minus and Next are off. */
export const ZeroNights: Story = {
  args: { setup: hospitalitySetups.nightsZero },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Number of nights')).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: 'Fewer nights' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
