import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { User } from '@tipwell/core';
import { LUMEN_SETTINGS } from '@tipwell/core/fakes';
import { FakeApp } from '../../testing/fake-app';
import { defaultThemeWorld, storyWorld } from '../../testing/story-worlds';

const meta = {
  title: 'Screens/Browse',
  component: FakeApp,
  args: { path: '/S300' },
} satisfies Meta<typeof FakeApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zoe',
  'Eli',
  'Ivy',
  'Leo',
  'Ada',
  'Kai',
  'Uma',
  'Max',
];

function person(index: number, firstName: string, lastName: string): User {
  return { uid: `9${index}`, firstName, lastName, nickname: null, avatar: null };
}

/** L100 with two dozen people. */
function manyPeopleWorld(): ReturnType<typeof storyWorld> {
  const world = storyWorld();
  const l100 = world.coreApi.payloads.L100;
  if (l100) {
    const extra = Array.from({ length: 24 }, (_, index) =>
      person(index, FIRST[index % FIRST.length] ?? 'Ann', `Stylist${index}`),
    );
    world.coreApi.payloads.L100 = { ...l100, users: [...l100.users, ...extra] };
  }
  return world;
}

/** S300 with very long names of people, a group and the pool. */
function longNamesWorld(): ReturnType<typeof storyWorld> {
  const world = storyWorld();
  const s300 = world.coreApi.payloads.S300;
  if (s300) {
    world.coreApi.payloads.S300 = {
      ...s300,
      users: s300.users.map((user, index) =>
        index === 0
          ? { ...user, firstName: 'Bartholomew-Maximilian', lastName: 'Featherstonehaugh' }
          : user,
      ),
      groups: s300.groups.map((group, index) =>
        index === 0
          ? { ...group, name: 'Bartenders, barbacks and the whole evening cocktail crew' }
          : group,
      ),
    };
  }
  return world;
}

/** S300: the pool and the groups, then 'Or a person'. */
export const Station: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a group you want to tip' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Or a person' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Front Desk' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rosa D.' })).toBeVisible();
  },
};

/** A search that matches nobody: the people title asks for a person and says so. */
export const EmptySearch: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByPlaceholderText('Type to search'), 'zzz');
    await expect(await canvas.findByText('No one matches your search.')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Choose a person you want to tip' }),
    ).toBeVisible();
  },
};

/** 'ro': Rosa D. alone among the people (Front Desk still matches as a team). */
export const SearchRo: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByPlaceholderText('Type to search'), 'ro');
    await expect(await canvas.findByRole('button', { name: 'Rosa D.' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Alex K.' })).toBeNull();
  },
};

export const ManyPeople: Story = {
  args: { path: '/L100' },
  render: (args) => <FakeApp {...args} world={manyPeopleWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a person you want to tip' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Max S.' })).toHaveLength(2);
  },
};

export const LongNames: Story = {
  render: (args) => <FakeApp {...args} world={longNamesWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Bartholomew/ })).toBeVisible();
  },
};

/** Lumen's purple theme on its people. */
export const Themed: Story = {
  args: { path: '/L100' },
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Jordan L.' })).toBeVisible();
  },
};

/** The default colours (a location without a theme). */
export const DefaultTheme: Story = {
  args: { path: '/L100' },
  render: (args) => {
    const world = defaultThemeWorld();
    world.coreApi.settings['100'] = { ...LUMEN_SETTINGS, theme: null };
    return <FakeApp {...args} world={world} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Priya P.' })).toBeVisible();
  },
};

/** A group's people only. */
export const Group: Story = {
  render: (args) => <FakeApp {...args} world={storyWorld()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bartenders' }));
    await expect(await canvas.findByRole('button', { name: 'Alex K.' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ben F.' })).toBeNull();
  },
};
