import { useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { parseMoney } from '@tipwell/core';
import { CustomTipForm } from './custom-tip-form';

/** The form over a stand-in for the core: $100 or more asks first. */
function Harness(props: { readonly error?: string | null }): ReactElement {
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const amount = parseMoney(text);
  return (
    <>
      <CustomTipForm
        label="Or enter a custom amount"
        value={text}
        error={props.error ?? null}
        submitLabel="Next"
        submitDisabled={amount === null || amount === 0}
        onChange={setText}
        onSubmit={() => (amount !== null && amount >= 10000 ? setConfirming(true) : setSent(text))}
        confirming={confirming}
        amount={amount}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setSent(text);
        }}
      />
      {sent !== null && <output>Sent {sent}</output>}
    </>
  );
}

const meta = {
  title: 'Components/Custom tip form',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GenerousTipAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Or enter a custom amount'), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Wow, a generous tip',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Sent 150')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'The largest tip is $10,000' } };
