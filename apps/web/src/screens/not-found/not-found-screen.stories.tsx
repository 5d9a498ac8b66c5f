import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';

const meta = {
  title: 'Screens/Not found',
  component: FakeApp,
  args: { path: '/X100' },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPrefix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Email support' })).toBeVisible();
  },
};
