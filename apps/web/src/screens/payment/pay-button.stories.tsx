import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PayButton } from './pay-button';

const meta = {
  title: 'Screens/Payment/Pay button',
  component: PayButton,
  args: { total: '$10.60', ongoing: false, disabled: false, onPay: fn() },
} satisfies Meta<typeof PayButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** The fees are still loading: no total yet, so no amount and no press. */
export const WaitingForTheTotal: Story = {
  args: { total: null, disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pay' });
    await expect(button).toBeDisabled();
  },
};

export const Processing: Story = {
  args: { ongoing: true, disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Processing…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    button.click();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};
