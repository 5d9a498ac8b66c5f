import type { ReactElement } from 'react';
import {
  choosingPolicySentence,
  hospitalityAmount,
  nightsFor,
  selectedPool,
  type Pool,
} from '@tipwell/core';
import { CustomTipForm } from '../../components/custom-tip-form/custom-tip-form';
import { TippingPolicyNote } from '../../components/tipping-policy/tipping-policy';
import { useTipping } from '../../di/container-context';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { useCustomTip } from '../../hooks/use-custom-tip';
import { useStore } from '../../hooks/use-store';
import { useMessages, type Messages } from '../../i18n/messages';
import './proposed-tip-hospitality-screen.scss';

/** '90% of guests usually tip $15 for 3 nights' (per-night pools name the nights). */
function suggestion(t: Messages, pool: Pool, nights: number, amount: string): string {
  if (pool.tippingMode !== 'per_night') return t('hospitality.suggestion', { amount });
  return t('hospitality.suggestionNights', { amount, nights });
}

/**
 * "Hospitality proposed tip": the pool's default (× nights on per-night pools) behind
 * 'Go ahead', or a custom amount; Next stays off while the custom field is empty.
 */
export function ProposedTipHospitalityScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const { selections } = useStore(tipping.flow.store);
  const customTip = useCustomTip();
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
            <bdi>{pool.name}</bdi>
          </h1>
          <p className="proposed-tip-hospitality__suggestion">
            {suggestion(t, pool, nights, amount)}
          </p>
          <button
            type="button"
            className="button button--block"
            onClick={() => tipping.tips.chooseLevel('low')}
          >
            {t('hospitality.goAhead', { amount })}
          </button>
        </>
      )}
      <CustomTipForm
        {...customTip}
        className="proposed-tip-hospitality__custom"
        label={t('tip.customPrompt')}
        submitLabel={t('tip.next')}
        secondary
      />
      <TippingPolicyNote
        policy={landing.settings?.tippingPolicy}
        sentence={pool && choosingPolicySentence(landing, [{ kind: 'pool', uid: pool.uid }])}
      />
    </section>
  );
}
