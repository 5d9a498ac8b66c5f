import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TipCard } from './tip-card';

const meta = {
  title: 'Components/Tip card',
  component: TipCard,
  args: { amount: '$10', label: 'Great', selected: false, onPick: fn() },
} satisfies Meta<typeof TipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '$10 Great' }));
    await expect(args.onPick).toHaveBeenCalledOnce();
  },
};

/** An intent's proposal: the percentage above the amount, chosen. */
export const PercentChosen: Story = {
  args: { percent: '18%', amount: '$7.20', label: '', selected: true },
};
