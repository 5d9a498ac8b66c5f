import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertDialog, defaultAlert } from './alert-dialog';

const meta = {
  title: 'Components/Alert dialog',
  component: AlertDialog,
  args: { onClose: fn(), alert: { ...defaultAlert, open: true } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default alert: Welcome, severity success. */
export const Welcome: Story = {};

export const PaymentFailed: Story = {
  args: {
    alert: {
      open: true,
      title: 'Payment Failed',
      text: 'We were unable to process the payment using this card, please verify that entered card information are correct or try another card',
      severity: 'error',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = await canvas.findByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Warning: Story = {
  args: {
    alert: { open: true, title: 'Heads up', text: 'Something to know', severity: 'warning' },
  },
};
