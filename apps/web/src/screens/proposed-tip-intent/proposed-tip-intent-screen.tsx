import { useState, type ReactElement } from 'react';
import {
  choosingPolicySentence,
  displayName,
  isLastIntentUser,
  proposalCards,
  type IntentTip,
  type TipLevel,
} from '@tipwell/core';
import { Avatar } from '../../components/avatar/avatar';
import { CustomTipForm } from '../../components/custom-tip-form/custom-tip-form';
import { TipCardGrid } from '../../components/tip-card-grid/tip-card-grid';
import { TippingPolicyNote } from '../../components/tipping-policy/tipping-policy';
import { useTipping } from '../../di/container-context';
import { useCustomTip } from '../../hooks/use-custom-tip';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './proposed-tip-intent-screen.scss';

type CardLevel = Exclude<TipLevel, 'custom'>;

/**
 * "Proposed-tip-intent": one sub-step per tip user of the intent. Tapping a card adds that
 * tip and goes on; so does a custom tip (≥ $100 after confirmation). Each sub-step starts empty.
 */
export function ProposedTipIntentScreen(): ReactElement {
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const flow = useStore(tipping.flow.store);
  const tip = landing.intent?.tips[flow.subStep] ?? null;
  if (!tip) return <></>;
  // A new sub-step is a new screen: its chosen card starts empty.
  return (
    <IntentTipStep
      key={flow.subStep}
      tip={tip}
      last={isLastIntentUser(flow.subStep, flow.subStepCount)}
    />
  );
}

function IntentTipStep(props: { readonly tip: IntentTip; readonly last: boolean }): ReactElement {
  const { tip, last } = props;
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const customTip = useCustomTip();
  const [chosen, setChosen] = useState<CardLevel | null>(null);
  const name = displayName(tip.user);

  return (
    <section className="intent-tip" aria-labelledby="intent-tip-name">
      <div className="intent-tip__person">
        <Avatar src={tip.user.avatar} name={name} size={96} shape="square" />
        <h1 id="intent-tip-name" className="intent-tip__name" ref={heading} tabIndex={-1}>
          <bdi>{name}</bdi>
        </h1>
      </div>
      <TipCardGrid
        cards={proposalCards(tip).map((card) => ({
          ...card,
          percent: card.percent === null ? null : t.percent(card.percent),
          amount: t.tipAmount(card.amount),
          label: '',
        }))}
        selected={chosen}
        onPick={(level) => {
          setChosen(level);
          tipping.tips.chooseLevel(level);
        }}
      />
      <CustomTipForm
        {...customTip}
        label={t('intent.dontLike')}
        submitLabel={last ? t('intent.tipAway') : t('tip.next')}
        submitDisabled={
          (chosen === null && customTip.value.trim() === '') || customTip.error !== null
        }
        onChange={(text) => {
          // Typing a custom amount clears the chosen card.
          setChosen(null);
          customTip.onChange(text);
        }}
        onSubmit={() => {
          if (chosen !== null && customTip.amount === null) tipping.tips.chooseLevel(chosen);
          else customTip.onSubmit();
        }}
      />
      <TippingPolicyNote
        policy={landing.settings?.tippingPolicy}
        sentence={choosingPolicySentence(landing, [{ kind: 'user', uid: tip.userUid }])}
      />
    </section>
  );
}
