import { useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyInput } from './money-input';

function Harness(): ReactElement {
  const [value, setValue] = useState('');
  return <MoneyInput label="Or enter a custom amount" value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Money input',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Or enter a custom amount');
    await userEvent.type(field, '12.50');
    await expect(field).toHaveValue('12.50');
  },
};
