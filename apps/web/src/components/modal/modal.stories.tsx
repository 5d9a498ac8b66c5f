import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Modal } from './modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Heads up',
    tone: 'info',
    onDismiss: fn(),
    children: <p>Something to know before going on.</p>,
    actions: (
      <button type="button" className="button">
        OK
      </button>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Heads up',
    });
    await expect(dialog).toBeVisible();
    // The first action takes the focus when the dialog opens.
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

export const Warning: Story = { args: { tone: 'warning', role: 'alertdialog' } };
