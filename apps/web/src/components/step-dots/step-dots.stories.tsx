import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepDots } from './step-dots';

const meta = {
  title: 'Components/Step dots',
  component: StepDots,
  args: { count: 4, active: 1 },
} satisfies Meta<typeof StepDots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondOfFour: Story = {};

export const OneStage: Story = { args: { count: 1, active: 0 } };
