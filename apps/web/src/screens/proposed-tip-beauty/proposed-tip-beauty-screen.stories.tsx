import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';
import { defaultThemeWorld, longNamesWorld, storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Proposed tip (beauty)',
  component: FakeApp,
  args: { path: '/U500' },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya at Lumen Salon & Spa (themed: the location's purple). */
export const Themed: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Maya' })).toBeVisible();
    await expect(canvas.getByText('Select a tip for your stylist')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '$5 Good' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '$10 Great' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '$20 Amazing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The default colours (a location without a theme). */
export const DefaultTheme: Story = {
  render: (args) => <FakeApp {...args} world={defaultThemeWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Maya' })).toBeVisible();
  },
};

export const LongNames: Story = {
  render: (args) => <FakeApp {...args} world={longNamesWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('heading', { name: /Maximiliana/ });
    await expect(name).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** Typing a custom amount; Next becomes available. */
export const CustomAmount: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Have a custom tip amount in mind?');
    await userEvent.type(input, '12x');
    await expect(input).toHaveValue('12x');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please write the amount like 1,234.50',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** A custom amount below the minimum shows why Next stays off. */
export const CustomAmountTooSmall: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Have a custom tip amount in mind?'), '0.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The smallest tip is $1');
  },
};

/** $150 asks for confirmation. */
export const GenerousTip: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} setup={setups.generousTip} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('alertdialog', { name: 'Wow, a generous tip' });
    await expect(dialog).toHaveTextContent('Are you sure you wanted to tip $150?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};
