import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { hospitalitySetups } from '../../testing/hospitality-setups';
import { storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Department',
  component: FakeApp,
  args: { setup: hospitalitySetups.department },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor View Hotel (L200): its three pools by name. */
export const HarborView: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Choose the department you want to tip' }),
    ).toBeVisible();
    for (const name of ['Housekeeping', 'Front Desk', 'Bell Staff'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};
