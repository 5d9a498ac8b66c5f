import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../../testing/fake-app';

describe('department', () => {
  it('L200 lists its pools by name under its heading', async () => {
    render(<FakeApp path="/L200" showPath />);
    const heading = await screen.findByRole('heading', {
      name: 'Choose the department you want to tip',
    });
    expect(heading).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/L200/department'));
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(expect.arrayContaining(['Housekeeping', 'Front Desk', 'Bell Staff']));
  });

  it('picking Bell Staff goes to its proposed tip; Housekeeping to guest verification', async () => {
    render(<FakeApp path="/L200" showPath />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bell Staff' }));
    expect(await screen.findByText('90% of guests usually tip $8')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/L200/proposed-tip-hospitality'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Housekeeping' }));
    expect(await screen.findByLabelText('Room number')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/L200/guest-verification'),
    );
  });
});

describe('a department already in the tip', () => {
  it('says so, and choosing it again goes to its row: one Front Desk row', async () => {
    render(
      <FakeApp
        showPath
        setup={async (core) => {
          await core.entry.openCode('L200');
          core.flow.selectPool('202');
          core.tips.chooseLevel('low');
          core.payment.addAnother();
        }}
      />,
    );
    const frontDesk = await screen.findByRole('button', { name: /Front Desk/ });
    expect(frontDesk).toHaveAccessibleName('Front Desk Already in your tip');
    expect(screen.getByRole('button', { name: 'Bell Staff' })).toBeInTheDocument();
    await userEvent.click(frontDesk);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/L200/payment'));
  });
});
