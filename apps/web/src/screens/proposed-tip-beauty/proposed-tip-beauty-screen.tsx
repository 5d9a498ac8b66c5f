import type { ReactElement } from 'react';
import { PROPOSAL_LEVELS, choosingPolicySentence, displayName } from '@tipwell/core';
import { Avatar } from '../../components/avatar/avatar';
import { CustomTipForm } from '../../components/custom-tip-form/custom-tip-form';
import { TipCardGrid } from '../../components/tip-card-grid/tip-card-grid';
import { TippingPolicyNote } from '../../components/tipping-policy/tipping-policy';
import { useTipping } from '../../di/container-context';
import { useCustomTip } from '../../hooks/use-custom-tip';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import './proposed-tip-beauty-screen.scss';

/** "Beauty proposed tip": for the last selected user, three cards and a custom amount. */
export function ProposedTipBeautyScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const flow = useStore(tipping.flow.store);
  const customTip = useCustomTip();
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
            <bdi>{name}</bdi>
          </h1>
        </div>
      )}
      <p className="proposed-tip__instruction">
        <bdi>{settings?.tipInstructionText || t('tip.defaultInstruction')}</bdi>
      </p>
      {cards && (
        <TipCardGrid
          cards={PROPOSAL_LEVELS.map((level) => ({
            level,
            amount: t.tipAmount(cards[level].amount),
            label: cards[level].label,
          }))}
          selected={null}
          onPick={tipping.tips.chooseLevel}
        />
      )}
      <CustomTipForm {...customTip} label={t('tip.customPrompt')} submitLabel={t('tip.next')} />
      <TippingPolicyNote
        policy={settings?.tippingPolicy}
        sentence={user && choosingPolicySentence(landing, [{ kind: 'user', uid: user.uid }])}
      />
    </section>
  );
}
