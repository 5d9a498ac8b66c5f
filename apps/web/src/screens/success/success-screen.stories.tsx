import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';
import { defaultThemeWorld, storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Success',
  component: FakeApp,
  args: { setup: setups.success },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Themed: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tip again' })).toBeVisible();
    await expect(canvas.getByText('Total paid')).toBeVisible();
    await expect(canvas.getByText('$10.60')).toBeVisible();
  },
};

export const DefaultTheme: Story = {
  render: (args) => <FakeApp {...args} world={defaultThemeWorld()} />,
};
