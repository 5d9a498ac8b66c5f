import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tipping } from '@tipwell/core';
import { FakeApp } from '../../testing/fake-app';
import { until } from '../../testing/setups';

async function twoPeople(core: Tipping): Promise<void> {
  const settled = () =>
    until(core.tips.store, (tips) => !tips.refreshing && tips.fees.every(Boolean));
  await core.entry.openCode('L100');
  core.flow.selectUser('501');
  core.tips.chooseLevel('high');
  await settled();
  core.payment.addAnother();
  core.flow.selectUser('502');
  core.tips.chooseLevel('low');
  await settled();
}

describe('focus is never left on the body (issue 38)', () => {
  it('confirming a removal puts the focus on the next control after the rows', async () => {
    render(<FakeApp setup={twoPeople} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Priya P.' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Priya P.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement).toHaveAccessibleName('What is this?');
  });

  it('ticking the fee box keeps the focus on the box while the fees are asked again', async () => {
    render(<FakeApp setup={twoPeople} />);
    const box = await screen.findByRole('checkbox');
    await userEvent.click(box);
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(box).not.toHaveAttribute('aria-disabled', 'true'));
    expect(document.activeElement).toBe(box);
  });
});
