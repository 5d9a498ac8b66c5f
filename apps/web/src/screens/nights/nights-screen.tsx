import { useId, useState, type ReactElement } from 'react';
import {
  canContinueWithNights,
  formatCount,
  MAX_FEE_AMOUNT_CENTS,
  maxNightsFor,
  nightsFor,
  parseNights,
  selectedPool,
} from '@tipwell/core';
import { useTipping } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import './nights-screen.scss';

/**
 * "Number of nights": a minus / plus stepper around a numeric field (empty is 0, never
 * below 0, never above the pool's limit: a count beyond it is refused here, the limit named)
 * and Next from one night. The count lives in the core, per pool.
 */
export function NightsScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const inputId = useId();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const { selections } = useStore(tipping.flow.store);
  const pool = selectedPool(landing.payload?.pools ?? [], selections);
  const nights = pool ? nightsFor(pool, selections.nights) : 0;
  const most = pool ? maxNightsFor(pool) : 0;
  // Whether the guest asked for more than the limit: the core kept the limit, this says why.
  const [refused, setRefused] = useState(false);
  const limitId = useId();
  const setNights = (value: number): void => {
    setRefused(value > most);
    if (pool) tipping.flow.setNights(pool.uid, value);
  };

  return (
    <section className="nights" aria-labelledby="nights-title">
      <form
        className="nights__form"
        onSubmit={(event) => {
          event.preventDefault();
          tipping.flow.next();
        }}
      >
        <h1 id="nights-title" className="nights__title" ref={heading} tabIndex={-1}>
          {t('nights.title')}
        </h1>
        <div className="nights__stepper">
          <button
            type="button"
            className="nights__step"
            aria-label={t('nights.fewer')}
            aria-controls={inputId}
            disabled={nights <= 0}
            onClick={() => setNights(nights - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <label htmlFor={inputId} className="visually-hidden">
            {t('nights.label')}
          </label>
          <input
            id={inputId}
            className="nights__input"
            type="text"
            inputMode="numeric"
            // Any keyboard's digits (Arabic-Indic, full-width): the count is written the page's way.
            pattern="[0-9\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]*"
            autoComplete="off"
            aria-describedby={refused ? limitId : undefined}
            value={formatCount(nights, t.locale)}
            onChange={(event) => {
              const parsed = parseNights(event.target.value);
              if (parsed !== null) setNights(parsed);
            }}
          />
          <button
            type="button"
            className="nights__step"
            aria-label={t('nights.more')}
            aria-controls={inputId}
            disabled={nights >= most}
            onClick={() => setNights(nights + 1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {refused && (
          <p id={limitId} className="nights__limit" role="alert">
            {t('nights.max', { count: most, amount: t.tipAmount(MAX_FEE_AMOUNT_CENTS) })}
          </p>
        )}
        <button
          type="submit"
          className="button button--block"
          disabled={!canContinueWithNights(nights)}
        >
          {t('tip.next')}
        </button>
      </form>
    </section>
  );
}
