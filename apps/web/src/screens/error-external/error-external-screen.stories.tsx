import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

/** A 3-D Secure return whose payment failed, opened in a browser that did not start it. */
function failedReturn(): string {
  const redirectData = JSON.stringify({
    steps: ['success'],
    code: 'U500',
    tipAgainUrl: '/U500',
    paymentReferenceId: 'press-1',
  });
  return `/external?redirectData=${encodeURIComponent(redirectData)}&redirectResult=opaque`;
}

function failingWorld(): ReturnType<typeof createFakeWorld> {
  const world = createFakeWorld();
  world.tipsApi.detailsStatus = 'failed';
  return world;
}

const meta = {
  title: 'Screens/Payment failure (3-D Secure)',
  component: FakeApp,
  args: { path: failedReturn(), world: failingWorld() },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailedReturn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tip again' })).toBeVisible();
  },
};
