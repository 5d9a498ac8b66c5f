import { useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StarRating } from './star-rating';

function Harness(): ReactElement {
  const [value, setValue] = useState(0);
  return <StarRating legend="Rate your service" value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/Star rating',
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardRating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '3 Stars' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  },
};
