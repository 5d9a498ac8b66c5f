import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HARBOR_VIEW, LUMEN } from '@tipwell/core/fakes';
import { AppHeader } from './app-header';

const meta = {
  title: 'Components/App header',
  component: AppHeader,
  args: { productName: 'Tipwell', location: LUMEN },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A location with its own logo: the logo, the name and the address. */
export const WithLocationLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lumen Salon & Spa')).toBeVisible();
  },
};

/** A location without a logo: the product's logo stands in. */
export const ProductLogo: Story = { args: { location: HARBOR_VIEW } };

/** No location (yet): the product's logo alone. */
export const NoLocation: Story = { args: { location: null } };

/** The location is on its way: its places are kept at their size. */
export const Pending: Story = { args: { location: null, pending: true } };
