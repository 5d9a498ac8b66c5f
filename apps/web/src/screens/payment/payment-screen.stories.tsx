import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';
import { defaultThemeWorld, longNamesWorld, storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Payment',
  component: FakeApp,
  args: { setup: setups.payment },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** $10 for Maya, the fee on the guest: Total $10.60. */
export const Themed: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Total \$10\.60/ })).toBeVisible();
    await expect(canvas.getByText('Convenience fee')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    // The card form mounts once the screen has painted; Pay waits for it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
  },
};

export const DefaultTheme: Story = {
  render: (args) => <FakeApp {...args} world={defaultThemeWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Total \$10\.60/ })).toBeVisible();
  },
};

/** Fee responses never arrive: the spinner stays and Pay is off. */
export const Loading: Story = {
  args: { setup: undefined, path: '/U500' },
  render: (args) => {
    const world = storyWorld();
    world.tipsApi.hang('calculateFees');
    return <FakeApp {...args} world={world} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '$10 Great' }));
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  },
};

/** Unchecking the box: the fee comes out of the tip (gross). */
export const FeeFromTheTip: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox'));
    await expect(await canvas.findByRole('heading', { name: /Total \$10\.00/ })).toBeVisible();
    await expect(canvas.getByText('$9.40')).toBeVisible();
  },
};

export const FeeExplained: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'What is this?' }));
    const dialog = await canvas.findByRole('dialog', { name: 'What is this?' });
    await expect(dialog).toHaveTextContent(
      'Ensures your service professional receives your generous tip directly',
    );
  },
};

export const InvalidEmail: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'guest@example');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
  },
};

/** A refused card: the 'Payment Failed' alert, then 'Try again'. */
export const PaymentFailed: Story = {
  render: (args) => {
    const world = storyWorld();
    world.tipsApi.payStatus = 'failed';
    return <FakeApp {...args} world={world} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'guest@example.com');
    const pay = await canvas.findByRole('button', { name: 'Pay $10.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    const alert = await canvas.findByRole('alertdialog', { name: 'Payment Failed' });
    await expect(within(alert).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LongNames: Story = {
  render: (args) => <FakeApp {...args} world={longNamesWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The row and the tipping policy's sentence both name her.
    const [row] = await canvas.findAllByText(/Maximiliana/);
    await expect(row).toBeVisible();
  },
};
