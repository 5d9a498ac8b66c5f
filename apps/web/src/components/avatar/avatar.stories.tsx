import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: '/sandbox-assets/avatars/500.svg', name: 'Maya', size: 96, shape: 'square' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {};

/** No picture: the initials on a coloured disc. */
export const Initials: Story = { args: { src: null, name: 'Jordan Lee', shape: 'round' } };
