import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GenerousTipDialog } from './generous-tip-dialog';

const meta = {
  title: 'Components/Generous tip dialog',
  component: GenerousTipDialog,
  args: { open: true, amount: 15000, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof GenerousTipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Wow, a generous tip',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
