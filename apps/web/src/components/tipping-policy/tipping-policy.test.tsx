import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';

const SHEET = 'How tipping works here';

describe('the tipping policy on the screens', () => {
  it('U500: the tip step says where the tip goes; the sheet opens as a dialog and gives focus back', async () => {
    render(<FakeApp path="/U500" />);
    expect(
      await screen.findByText('Your tip goes to Maya, paid out with the next payroll.'),
    ).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: SHEET });
    await userEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: SHEET });
    expect(
      within(sheet).getByText('Staff receive tips with their next payroll.'),
    ).toBeInTheDocument();
    expect(
      within(sheet).getByText('The convenience fee pays for processing your card payment.'),
    ).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('U500 paid: the thank-you says it in the past tense beside the reference, and the receipt carries it', async () => {
    render(<FakeApp setup={setups.success} />);
    await screen.findByRole('heading', { name: 'Thank you' });
    expect(
      screen.getByText('All of your $10 went to Maya, paid out with the next payroll.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^(Copy|Share) receipt$/ })).toBeInTheDocument();
  });

  it('U500 payment: once its code is here, the sentence is drawn with the rows, not after them', async () => {
    // The first payment screen brings the sentence's code.
    render(<FakeApp setup={setups.payment} />);
    await screen.findByTestId('tipping-policy-sentence');
    cleanup();
    // A payment screen after that: is the sentence there when its rows first appear? Drawn a
    // frame later, it pushed down what is below it ('Add another', the card form) under a tap.
    let sentenceWithRows: boolean | null = null;
    const observer = new MutationObserver(() => {
      if (sentenceWithRows !== null || document.querySelector('.payment__rows') === null) return;
      sentenceWithRows = document.querySelector('[data-testid="tipping-policy-sentence"]') !== null;
    });
    observer.observe(document.body, { subtree: true, childList: true });
    render(<FakeApp setup={setups.payment} />);
    await screen.findByTestId('tipping-policy-sentence');
    observer.disconnect();
    expect(sentenceWithRows).toBe(true);
  });

  it('L210 (no policy): no sentence, no sheet', async () => {
    render(<FakeApp path="/L210" />);
    expect(await screen.findByText('90% of guests usually tip $12')).toBeInTheDocument();
    expect(screen.queryByTestId('tipping-policy-sentence')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHEET })).not.toBeInTheDocument();
  });
});
