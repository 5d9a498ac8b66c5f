import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '../../i18n/locale-choice';
import { FakeApp } from '../../testing/fake-app';

afterEach(async () => {
  await act(() => switchLocale('en-US'));
  localStorage.clear();
});

async function customField(label: string): Promise<HTMLElement> {
  render(<FakeApp path="/U500" />);
  return screen.findByLabelText(label);
}

describe('a custom amount in the guest’s own writing (decision 0031)', () => {
  it('de-DE: "12,50" is 12,50 $, the sign after the amount', async () => {
    await act(() => switchLocale('de-DE'));
    const input = await customField('Haben Sie einen eigenen Betrag im Sinn?');
    expect(input.nextElementSibling).toHaveTextContent('$');
    await userEvent.type(input, '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('12,50 $')).toBeInTheDocument();
  });

  it('en-US: "12,50" is not taken; Next says what the field expects and keeps the text', async () => {
    const input = await customField('Have a custom tip amount in mind?');
    await userEvent.type(input, '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please write the amount like 1,234.50',
    );
    expect(input).toHaveValue('12,50');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a switch of language reads the typed text again in the new writing', async () => {
    const input = await customField('Have a custom tip amount in mind?');
    await userEvent.type(input, '1,250');
    await act(() => switchLocale('de-DE'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte schreiben Sie den Betrag so: 1.234,50',
    );
    expect(input).toHaveValue('1,250');
  });
});
