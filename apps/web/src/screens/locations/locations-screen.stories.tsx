import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Locations',
  component: FakeApp,
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coastline Group (A400): two locations as cards. */
export const TwoLocations: Story = {
  args: { path: '/A400' },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Choose a location' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Lumen Salon & Spa/ })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Empty Co (A402): no locations, back to the landing with the message and the support link. */
export const NoLocations: Story = {
  args: { path: '/A402' },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Empty Co' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Email support' })).toBeVisible();
  },
};
