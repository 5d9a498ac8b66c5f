import { useState, type ReactElement } from 'react';
import {
  displayName,
  isLastIntentUser,
  proposalCards,
  type IntentTip,
  type TipLevel,
} from '@tipwell/core';
import { Avatar } from '../../components/avatar/avatar';
import { Modal } from '../../components/modal/modal';
import { MoneyInput } from '../../components/money-input/money-input';
import { TipCard } from '../../components/tip-card/tip-card';
import { useCore } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { textOf, useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './proposed-tip-intent-screen.scss';

type CardLevel = Exclude<TipLevel, 'custom'>;

/**
 * Spec §2 "Proposed-tip-intent": one sub-step per tip user of the intent. Tapping a card adds that
 * tip and goes on; so does a custom tip (≥ $100 after confirmation). Each sub-step starts empty.
 */
export function ProposedTipIntentScreen(): ReactElement {
  const { stores } = useCore();
  const landing = useStore(stores.landing);
  const flow = useStore(stores.flow);
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
  const { stores, actions } = useCore();
  const { customTip } = useStore(stores.tips);
  const [chosen, setChosen] = useState<CardLevel | null>(null);
  const name = displayName(tip.user);

  return (
    <section className="intent-tip" aria-labelledby="intent-tip-name">
      <div className="intent-tip__person">
        <Avatar src={tip.user.avatar} name={name} size={96} shape="square" />
        <h1 id="intent-tip-name" className="intent-tip__name" ref={heading} tabIndex={-1}>
          {name}
        </h1>
      </div>
      <div className="intent-tip__cards">
        {proposalCards(tip).map((card) => (
          <TipCard
            key={card.level}
            percent={card.percent}
            amount={t.tipAmount(card.amount)}
            label=""
            selected={chosen === card.level}
            onPick={() => {
              setChosen(card.level);
              actions.chooseTipLevel(card.level);
            }}
          />
        ))}
      </div>
      <form
        className="intent-tip__custom"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== null && customTip.amount === null) actions.chooseTipLevel(chosen);
          else actions.submitCustomTip();
        }}
      >
        <MoneyInput
          label={t('intent.dontLike')}
          value={customTip.text}
          onChange={(text) => {
            // Typing a custom amount clears the chosen card (spec §5).
            setChosen(null);
            actions.setCustomTip(text);
          }}
        />
        {customTip.error && (
          <p className="intent-tip__error" role="alert">
            {textOf(customTip.error, t)}
          </p>
        )}
        <button
          type="submit"
          className="button button--block"
          disabled={(chosen === null && customTip.amount === null) || customTip.error !== null}
        >
          {last ? t('intent.tipAway') : t('tip.next')}
        </button>
      </form>
      <Modal
        open={customTip.confirming}
        title={t('customTip.confirm.title')}
        tone="warning"
        role="alertdialog"
        onDismiss={actions.cancelCustomTip}
        actions={
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={actions.cancelCustomTip}
            >
              {t('tip.cancel')}
            </button>
            <button type="button" className="button" onClick={actions.confirmCustomTip}>
              {t('tip.confirm')}
            </button>
          </>
        }
      >
        <p>
          {t('customTip.confirm.text', {
            amount: customTip.amount === null ? '' : t.tipAmount(customTip.amount),
          })}
        </p>
      </Modal>
    </section>
  );
}
