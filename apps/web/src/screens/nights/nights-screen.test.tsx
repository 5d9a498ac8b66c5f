import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, type Tipping } from '@tipwell/core';
import { createFakeWorld } from '../../di/fake-services';
import { switchLocale } from '../../i18n/locale-choice';
import { FakeApp } from '../../testing/fake-app';

async function toNights(core: Tipping): Promise<void> {
  await core.entry.openCode('P201');
  core.flow.setGuestDetails({ roomNumber: '1204', lastName: 'Rivera' });
}

async function openNights(world = createFakeWorld()): Promise<void> {
  render(<FakeApp world={world} setup={toNights} showPath />);
  await screen.findByRole('heading', { name: 'How many nights did you stay at the hotel?' });
}

describe('nights', () => {
  it('refuses more nights than one tip can pay for, naming the limit ($5 a night: 2,000)', async () => {
    await openNights();
    const input = screen.getByLabelText('Number of nights');
    await userEvent.clear(input);
    await userEvent.type(input, '2500');
    expect(input).toHaveValue('2000');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'At most 2,000 nights: one tip can be up to $10,000',
    );
    expect(input).toHaveAccessibleDescription('At most 2,000 nights: one tip can be up to $10,000');
    expect(screen.getByRole('button', { name: 'More nights' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('button', { name: 'Go ahead, tip $10,000' }),
    ).toBeInTheDocument();
  });

  it('steps with named minus and plus buttons, never below 0, Next off at 0', async () => {
    await openNights();
    const input = screen.getByLabelText('Number of nights');
    const fewer = screen.getByRole('button', { name: 'Fewer nights' });
    const more = screen.getByRole('button', { name: 'More nights' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(input).toHaveValue('1');
    expect(next).toBeEnabled();
    await userEvent.click(fewer);
    expect(input).toHaveValue('0');
    expect(fewer).toBeDisabled();
    expect(next).toBeDisabled();
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(input).toHaveValue('3');
    await userEvent.click(next);
    expect(await screen.findByText('90% of guests usually tip $15 for 3 nights')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/P201/proposed-tip-hospitality'),
    );
  });

  it('the field takes numbers only, and empty becomes 0', async () => {
    await openNights();
    const input = screen.getByLabelText('Number of nights');
    await userEvent.clear(input);
    expect(input).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(input, '-x4');
    expect(input).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('a reload keeps the count', async () => {
    const first = createFakeWorld();
    const view = render(<FakeApp world={first} setup={toNights} />);
    await userEvent.click(await screen.findByRole('button', { name: 'More nights' }));
    view.unmount();
    const second = createFakeWorld({ sessionStorage: first.sessionStorage });
    render(<FakeApp world={second} path="/P201/nights" showPath />);
    expect(await screen.findByLabelText('Number of nights')).toHaveValue('2');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/P201/nights'));
  });
});

describe('nights in the guest’s digits', () => {
  afterEach(async () => {
    await switchLocale('en-US');
    localStorage.clear();
  });

  it('takes Arabic-Indic and full-width digits, and writes the count as the page writes numbers', async () => {
    await switchLocale('ar');
    render(<FakeApp setup={toNights} />);
    const input = await screen.findByLabelText('عدد الليالي');
    await userEvent.clear(input);
    await userEvent.type(input, '٣');
    expect(input).toHaveValue(formatCount(3, 'ar'));
    await userEvent.clear(input);
    await userEvent.type(input, '１２');
    expect(input).toHaveValue(formatCount(12, 'ar'));
    expect(screen.getByRole('button', { name: 'ليالٍ أكثر' })).toBeEnabled();
  });
});
