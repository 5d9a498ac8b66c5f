import type { ReactElement } from 'react';
import { hospitalityAmount, nightsFor, selectedPool, type Pool } from '@tipwell/core';
import { MoneyInput } from '../../components/money-input/money-input';
import { useCore } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useStore } from '../../hooks/use-store';
import { textOf, useMessages, type Messages } from '../../i18n/messages';
import { GenerousTipDialog } from './generous-tip-dialog';
import './proposed-tip-hospitality-screen.scss';

/** '90% of guests usually tip $15 for 3 nights' (per-night pools name the nights). */
function suggestion(t: Messages, pool: Pool, nights: number, amount: string): string {
  if (pool.tippingMode !== 'per_night') return t('hospitality.suggestion', { amount });
  return t('hospitality.suggestionNights', { amount, nights });
}

/**
 * Spec §2 "Hospitality proposed tip": the pool's default (× nights on per-night pools) behind
 * 'Go ahead', or a custom amount; Next stays off while the custom field is empty.
 */
export function ProposedTipHospitalityScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const { stores, actions } = useCore();
  const landing = useStore(stores.landing);
  const { selections } = useStore(stores.flow);
  const { customTip } = useStore(stores.tips);
  const pool = selectedPool(landing.payload?.pools ?? [], selections);
  const nights = pool ? nightsFor(pool, selections.nights) : 1;
  const amount = pool ? t.tipAmount(hospitalityAmount(pool, nights)) : '';

  return (
    <section className="proposed-tip-hospitality" aria-labelledby="proposed-tip-pool">
      {pool && (
        <>
          <h1
            id="proposed-tip-pool"
            className="proposed-tip-hospitality__pool"
            ref={heading}
            tabIndex={-1}
          >
            {pool.name}
          </h1>
          <p className="proposed-tip-hospitality__suggestion">
            {suggestion(t, pool, nights, amount)}
          </p>
          <button
            type="button"
            className="button button--block"
            onClick={() => actions.chooseTipLevel('low')}
          >
            {t('hospitality.goAhead', { amount })}
          </button>
        </>
      )}
      <form
        className="proposed-tip-hospitality__custom"
        onSubmit={(event) => {
          event.preventDefault();
          actions.submitCustomTip();
        }}
      >
        <MoneyInput
          label={t('tip.customPrompt')}
          value={customTip.text}
          onChange={actions.setCustomTip}
        />
        {customTip.error && (
          <p className="proposed-tip-hospitality__error" role="alert">
            {textOf(customTip.error, t)}
          </p>
        )}
        <button
          type="submit"
          className="button button--block button--secondary"
          disabled={customTip.amount === null || customTip.error !== null}
        >
          {t('tip.next')}
        </button>
      </form>
      <GenerousTipDialog
        open={customTip.confirming}
        amount={customTip.amount}
        onCancel={actions.cancelCustomTip}
        onConfirm={actions.confirmCustomTip}
      />
    </section>
  );
}
