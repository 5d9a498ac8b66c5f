import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppError } from '@tipwell/core';
import { FakeApp } from '../../testing/fake-app';
import { storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Landing',
  component: FakeApp,
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code exchange never answers: the spinner stays. */
export const Loading: Story = {
  args: { path: '/U500' },
  render: (args) => {
    const world = storyWorld();
    world.coreApi.hang('exchangeCode');
    return <FakeApp {...args} world={world} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    // The header keeps the location's places empty at their size until it arrives (no layout shift).
    await expect(canvas.getByRole('banner')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** An unknown code. */
export const UnknownCode: Story = {
  args: { path: '/L999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};

/** The core service is unreachable: the exchange fails and the guest sees not-found. */
export const ExchangeError: Story = {
  args: { path: '/U500' },
  render: (args) => {
    const world = storyWorld();
    world.coreApi.failNext('exchangeCode', new AppError('network', 'offline'));
    return <FakeApp {...args} world={world} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};
