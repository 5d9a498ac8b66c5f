import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, switchLocale } from '../../i18n/locale-choice';
import { useMessages } from '../../i18n/messages';
import { LanguageMenu } from './language-menu';

function Probe(): React.ReactElement {
  const t = useMessages();
  return (
    <>
      <p>{t('tip.defaultInstruction')}</p>
      <p>{t.money(1060)}</p>
      <input aria-label="typed" defaultValue="" />
    </>
  );
}

afterEach(async () => {
  await switchLocale('en-US');
  localStorage.clear();
});

describe('LanguageMenu', () => {
  it('names each language in its own words', () => {
    render(<LanguageMenu />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(menu).toHaveValue('en-US');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('العربية');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de-DE');
  });

  it('switches every text at once, keeps what was typed, and remembers the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageMenu />
        <Probe />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'typed' }), '42');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de-DE');
    await screen.findByText('Trinkgeldbetrag wählen');
    expect(screen.getByText(/^10,60\s\$$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'typed' })).toHaveValue('42');
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de-DE');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByText('اختر مبلغ الإكرامية')).toBeInTheDocument();
  });
});
