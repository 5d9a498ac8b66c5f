import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContainerProvider } from '../../di/container-context';
import { createFakeContainer, createFakeWorld } from '../../di/fake-services';
import { SupportLink } from './support-link';

const meta = {
  title: 'Components/Support link',
  component: SupportLink,
  decorators: [
    (Story) => (
      <ContainerProvider container={createFakeContainer(createFakeWorld())}>
        <Story />
      </ContainerProvider>
    ),
  ],
} satisfies Meta<typeof SupportLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MailsSupport: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Email support' });
    await expect(link.getAttribute('href')).toMatch(/^mailto:/);
  },
};
