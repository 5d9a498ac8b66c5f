import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppError } from '@tipwell/core';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';
import { defaultThemeWorld, storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Review',
  component: FakeApp,
  args: { setup: setups.review },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Themed: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rate your service' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const DefaultTheme: Story = {
  render: (args) => <FakeApp {...args} world={defaultThemeWorld()} />,
};

export const Rated: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '4 Stars' }));
    await userEvent.type(canvas.getByLabelText('Note (Optional)'), 'Lovely cut, thank you!');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The tips service refuses the review: 'Oops'. */
export const SubmitError: Story = {
  render: (args) => {
    const world = storyWorld();
    world.tipsApi.failNext('submitReview', new AppError('http', 'down', { status: 500 }));
    return <FakeApp {...args} world={world} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '5 Stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const alert = await canvas.findByRole('alertdialog', { name: 'Oops' });
    await expect(alert).toHaveTextContent('Failed to submit review');
  },
};

/** The review is only the location's reviewsEnabled: 'Skip' goes to the thank-you screen. */
export const Skip: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Skip' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you' })).toBeVisible();
  },
};
