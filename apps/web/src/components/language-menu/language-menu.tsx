import { useId, type ReactElement } from 'react';
import { switchLocale } from '../../i18n/locale-choice';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/locales';
import { useMessages } from '../../i18n/messages';
import './language-menu.scss';

/**
 * The language menu of every screen: a native select (keyboard, screen readers and the phone's
 * own picker for free), each language in its own name and its own `lang`. Switching keeps every
 * step, selection and typed value: they live in the core's stores, and the screens only re-render.
 */
export function LanguageMenu(): ReactElement {
  const t = useMessages();
  const id = useId();
  return (
    // The select comes first and the row is reversed (language-menu.scss): a page painted while
    // its HTML is still arriving draws the select before its label, and nothing then moves.
    <div className="language-menu">
      <select
        id={id}
        className="language-menu__select"
        value={t.locale}
        onChange={(event) => {
          const locale = event.target.value;
          if (isLocale(locale)) void switchLocale(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <label className="language-menu__label" htmlFor={id}>
        <svg
          className="language-menu__icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        {/* The language's name says what the menu is; the word stays for screen readers. */}
        <span className="visually-hidden">{t('language.label')}</span>
      </label>
    </div>
  );
}
