import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TipCardGrid } from './tip-card-grid';

const meta = {
  title: 'Components/Tip card grid',
  component: TipCardGrid<'low' | 'medium' | 'high'>,
  args: {
    cards: [
      { level: 'low', amount: '$5', label: 'Good' },
      { level: 'medium', amount: '$10', label: 'Great' },
      { level: 'high', amount: '$20', label: 'Amazing' },
    ],
    selected: null,
    onPick: fn(),
  },
} satisfies Meta<typeof TipCardGrid<'low' | 'medium' | 'high'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeAmounts: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '$10 Great' }));
    await expect(args.onPick).toHaveBeenCalledWith('medium');
  },
};

/** An intent's proposals: percentages, one chosen. */
export const PercentagesOneChosen: Story = {
  args: {
    cards: [
      { level: 'low', percent: '15%', amount: '$6', label: '' },
      { level: 'medium', percent: '18%', amount: '$7.20', label: '' },
      { level: 'high', percent: '20%', amount: '$8', label: '' },
    ],
    selected: 'medium',
  },
};
