import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckMark } from './check-mark';

const meta = {
  title: 'Components/Check mark',
  component: CheckMark,
  args: { size: 96, className: '' },
} satisfies Meta<typeof CheckMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {};
