import type { ReactElement } from 'react';
import { displayName } from '@tipwell/core';
import { Avatar } from '../../components/avatar/avatar';
import { Modal } from '../../components/modal/modal';
import { MoneyInput } from '../../components/money-input/money-input';
import { TipCard } from '../../components/tip-card/tip-card';
import { useCore } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { textOf, useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './proposed-tip-beauty-screen.scss';

const LEVELS = ['low', 'medium', 'high'] as const;

/** Spec §2 "Beauty proposed tip": for the last selected user, three cards and a custom amount. */
export function ProposedTipBeautyScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const { stores, actions } = useCore();
  const landing = useStore(stores.landing);
  const flow = useStore(stores.flow);
  const { customTip } = useStore(stores.tips);
  const settings = landing.settings;
  const userUid = flow.selections.users.at(-1) ?? flow.selections.preSelectedUserUid;
  const user = landing.payload?.users.find((candidate) => candidate.uid === userUid) ?? null;
  const name = user ? displayName(user) : '';
  const cards = settings
    ? {
        low: { amount: settings.low, label: settings.labelLow },
        medium: { amount: settings.medium, label: settings.labelMedium },
        high: { amount: settings.high, label: settings.labelHigh },
      }
    : null;

  return (
    <section className="proposed-tip" aria-labelledby="proposed-tip-name">
      {user && (
        <div className="proposed-tip__person">
          <Avatar src={user.avatar} name={name} size={96} shape="square" />
          <h1 id="proposed-tip-name" className="proposed-tip__name" ref={heading} tabIndex={-1}>
            {name}
          </h1>
        </div>
      )}
      <p className="proposed-tip__instruction">
        {settings?.tipInstructionText || t('tip.defaultInstruction')}
      </p>
      {cards && (
        <div className="proposed-tip__cards">
          {LEVELS.map((level) => (
            <TipCard
              key={level}
              amount={t.tipAmount(cards[level].amount)}
              label={cards[level].label}
              selected={false}
              onPick={() => actions.chooseTipLevel(level)}
            />
          ))}
        </div>
      )}
      <form
        className="proposed-tip__custom"
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
          <p className="proposed-tip__error" role="alert">
            {textOf(customTip.error, t)}
          </p>
        )}
        <button
          type="submit"
          className="button button--block"
          disabled={customTip.amount === null || customTip.error !== null}
        >
          {t('tip.next')}
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
