import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../../testing/fake-app';

function personNames(): string[] {
  const grid = screen.queryAllByRole('list').find((list) => list.className === 'browse__people');
  if (!grid) return [];
  return within(grid)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

async function open(path: string): Promise<void> {
  render(<FakeApp path={path} showPath />);
  await screen.findByRole('searchbox', { name: 'Search people and teams' });
}

describe('browse', () => {
  it('L100: no groups or pools, so the people title asks for a person', async () => {
    await open('/L100');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/L100/users'));
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Type to search');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a person you want to tip' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Choose a group you want to tip')).not.toBeInTheDocument();
    expect(personNames()).toEqual(['Maya', 'Jordan L.', 'Priya P.', 'Sam O.']);
    const images = [...document.querySelectorAll('.browse__people img')];
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '72');
      expect(image).toHaveAttribute('height', '72');
    }
  });

  it("S300: the pool and groups, then 'Or a person'", async () => {
    await open('/S300');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/S300/station'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a group you want to tip' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Or a person' })).toBeInTheDocument();
    for (const name of ['Front Desk', 'Bartenders', 'Servers'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(personNames()).toEqual(['Alex K.', 'Rosa D.', 'Ben F.']);
  });

  it('search matches first or last names and team names, any case; clearing resets', async () => {
    await open('/S300');
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'ro');
    expect(personNames()).toEqual(['Rosa D.']);
    await userEvent.clear(search);
    await userEvent.type(search, 'FORD');
    expect(personNames()).toEqual(['Ben F.']);
    await userEvent.clear(search);
    await userEvent.type(search, 'bartend');
    expect(screen.getByRole('button', { name: 'Bartenders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Servers' })).not.toBeInTheDocument();
    expect(screen.getByText('No one matches your search.')).toBeInTheDocument();
    await userEvent.type(search, 'zzz');
    expect(
      screen.getByRole('heading', { name: 'Choose a person you want to tip' }),
    ).toBeInTheDocument();
    await userEvent.clear(search);
    expect(personNames()).toEqual(['Alex K.', 'Rosa D.', 'Ben F.']);
    expect(screen.getByRole('button', { name: 'Front Desk' })).toBeInTheDocument();
  });

  it('the results hold still on the landing and move (the search animation) once searched', async () => {
    await open('/S300');
    const results = (): Element => document.querySelector('.browse__results')!;
    expect(results()).not.toHaveClass('browse__results--searched');
    await userEvent.type(screen.getByRole('searchbox'), 'ro');
    expect(results()).toHaveClass('browse__results--searched');
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(results()).toHaveClass('browse__results--searched');
    expect(personNames()).toEqual(['Alex K.', 'Rosa D.', 'Ben F.']);
  });

  it('a group narrows to its people at /{code}/group/{uid}', async () => {
    await open('/S300');
    await userEvent.click(screen.getByRole('button', { name: 'Bartenders' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/S300/group/301'));
    expect(personNames()).toEqual(['Alex K.', 'Rosa D.']);
    expect(screen.queryByRole('button', { name: 'Front Desk' })).not.toBeInTheDocument();
  });

  it("a person opens their proposed tip with the station's settings", async () => {
    await open('/S300');
    await userEvent.click(screen.getByRole('button', { name: 'Rosa D.' }));
    expect(await screen.findByRole('heading', { name: 'Rosa D.' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/S300/proposed-tip-beauty/505'),
    );
    expect(screen.getByText('Tip the Pool Bar team')).toBeInTheDocument();
    for (const name of ['$3 Thanks', '$5 Great service', '$10 Above and beyond'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it("a pool continues with that pool's hospitality steps", async () => {
    await open('/S300');
    await userEvent.click(screen.getByRole('button', { name: 'Front Desk' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/S300/proposed-tip-hospitality'),
    );
  });
});
