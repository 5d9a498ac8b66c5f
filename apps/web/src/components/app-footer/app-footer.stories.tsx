import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppFooter } from './app-footer';

const meta = {
  title: 'Components/App footer',
  component: AppFooter,
  args: { termsUrl: 'https://example.com/terms', supportEmail: 'support@example.com' },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TermsAndSupport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toBeVisible();
  },
};
