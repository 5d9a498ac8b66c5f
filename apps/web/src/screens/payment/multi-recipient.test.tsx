import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tipping } from '@tipwell/core';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { until } from '../../testing/setups';

function feesSettled(core: Tipping): Promise<void> {
  return until(
    core.tips.store,
    (tips) => !tips.refreshing && tips.fees.length > 0 && tips.fees.every(Boolean),
  );
}

/** S300: Front Desk's $10, then Alex Kim's $10: one pool-web and one web payment. */
async function poolAndUser(core: Tipping): Promise<void> {
  await core.entry.openCode('S300');
  core.flow.selectPool('202');
  core.tips.chooseLevel('low');
  await feesSettled(core);
  core.payment.addAnother();
  core.flow.selectUser('504');
  core.tips.chooseLevel('high');
  await feesSettled(core);
}

async function pay(total: string): Promise<void> {
  const email = screen.getByLabelText('Email');
  if ((email as HTMLInputElement).value === '') await userEvent.type(email, 'guest@example.com');
  const pay = await screen.findByRole('button', { name: `Pay ${total}` });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
}

describe('payment with several recipients', () => {
  it('Jordan $20, Add another, Priya $5: $26.35; removing Priya asks first, then $20.90', async () => {
    render(<FakeApp path="/L100" showPath />);
    await userEvent.click(await screen.findByRole('button', { name: 'Jordan L.' }));
    await userEvent.click(await screen.findByRole('button', { name: '$20 Amazing' }));
    await screen.findByRole('heading', { name: /Total \$20\.90/ });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add another' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/L100/users'));
    await userEvent.click(await screen.findByRole('button', { name: 'Priya P.' }));
    expect(await screen.findByRole('heading', { name: 'Priya P.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '$5 Good' }));
    await screen.findByRole('heading', { name: /Total \$26\.35/ });
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Jordan L.$20');
    expect(rows[1]).toHaveTextContent('Priya P.$5');
    // The fee box recalculates every tip's fee (gross: the fees come out of the tips).
    await userEvent.click(screen.getByRole('checkbox'));
    await screen.findByRole('heading', { name: /Total \$25\.00/ });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('$19.10');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('$4.55');
    await userEvent.click(screen.getByRole('checkbox'));
    await screen.findByRole('heading', { name: /Total \$26\.35/ });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Priya P.' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Priya P.' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove Priya P. from the tip?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: /Total \$26\.35/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Priya P.' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Priya P.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: /Total \$20\.90/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("no 'Add another' for a user code or a pre-selected user", async () => {
    render(<FakeApp path="/L100/user/501" />);
    await userEvent.click(await screen.findByRole('button', { name: '$10 Great' }));
    await screen.findByRole('heading', { name: /Total \$10\.60/ });
    expect(screen.queryByRole('button', { name: 'Add another' })).not.toBeInTheDocument();
  });

  it('a pool and a person: the refused half is named, Try again pays only it', async () => {
    const world = createFakeWorld();
    world.tipsApi.payStatusByKind = { web: 'failed' };
    render(<FakeApp world={world} setup={poolAndUser} showPath />);
    await screen.findByRole('heading', { name: /Total \$21\.20/ });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Front Desk$10');
    await pay('$21.20');
    const alert = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    expect(alert).toHaveTextContent(
      'Your tip to Front Desk went through, but your tip to Alex K. did not. Try again pays only Alex K.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another' })).not.toBeInTheDocument();
    world.tipsApi.payStatusByKind = {};
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await pay('$10.60');
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    const kinds = world.tipsApi
      .requestsOf('pay')
      .map((request) => (request as { kind: string }).kind);
    expect(kinds).toEqual(['pool-web', 'web', 'web']);
  });

  it('Skip leads to the thank-you screen with the total and the references', async () => {
    render(<FakeApp setup={poolAndUser} />);
    await screen.findByRole('heading', { name: /Total \$21\.20/ });
    await pay('$21.20');
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    const summary = screen.getByText('Total paid').closest('dl');
    expect(summary).toHaveTextContent('Total paid$21.20');
    expect(summary).toHaveTextContent('Payment referenceref-1, ref-2');
  });
});
