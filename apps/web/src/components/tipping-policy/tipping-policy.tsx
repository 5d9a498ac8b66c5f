import { useRef, useState, type ReactElement } from 'react';
import type { PolicySentence, TippingPolicy } from '@tipwell/core';
import { Modal } from '../modal/modal';
import { directionOf } from '../../i18n/locales';
import { useMessages, type Messages } from '../../i18n/messages';
import { policySentenceText } from './policy-text';
import './tipping-policy.scss';

/** A stated processing rate ('2.9%'): up to two decimals, the language's way. */
function ratePercent(t: Messages, percent: number): string {
  const text = new Intl.NumberFormat(t.locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(percent / 100);
  return directionOf(t.locale) === 'rtl' ? `\u2066${text}\u2069` : text;
}

function CostText({ policy }: { readonly policy: TippingPolicy }): ReactElement {
  const t = useMessages();
  const cost = policy.processingCost;
  if (cost.borneBy === 'guest') return <p>{t('policy.sheet.costGuest')}</p>;
  if (cost.borneBy === 'venue') return <p>{t('policy.sheet.costVenue')}</p>;
  return (
    <p>
      {t('policy.sheet.costTip', {
        percent: ratePercent(t, cost.percent),
        fixed: t.money(cost.fixed),
      })}
    </p>
  );
}

function DistributionText({ policy }: { readonly policy: TippingPolicy }): ReactElement {
  const t = useMessages();
  const distribution = policy.distribution;
  if (distribution.kind === 'individual') return <p>{t('policy.sheet.individual')}</p>;
  if (distribution.kind === 'pooled')
    return <p>{t('policy.sheet.pooled', { shares: distribution.shares })}</p>;
  return (
    <p>
      {t('policy.sheet.split', {
        percent: t.percent(distribution.individualPercent),
        team: distribution.team,
      })}
    </p>
  );
}

/**
 * 'How tipping works here': the venue's policy in full (where the tip goes, who bears the card
 * processing cost, what the convenience fee pays for, when staff are paid) and the venue's note as
 * sent, marked with its language. A native modal dialog: focus goes back to its opener on close.
 */
export function TippingPolicySheet({ policy }: { readonly policy: TippingPolicy }): ReactElement {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = (): void => {
    setOpen(false);
    // The dialog gives focus back as it closes; the opener is named in case a browser does not.
    queueMicrotask(() => opener.current?.focus());
  };
  const note = policy.note;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="tipping-policy__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('policy.sheet.open')}
      </button>
      <Modal
        open={open}
        title={t('policy.sheet.title')}
        onDismiss={close}
        actions={
          <button type="button" className="button" onClick={close}>
            {t('alert.close')}
          </button>
        }
      >
        <div className="tipping-policy__sheet">
          <DistributionText policy={policy} />
          <CostText policy={policy} />
          <p>{t('policy.sheet.feePays')}</p>
          <p>{t('policy.sheet.payout', { payout: policy.payout })}</p>
          {note && (
            <figure className="tipping-policy__note">
              <figcaption>{t('policy.sheet.note')}</figcaption>
              <blockquote lang={note.lang} dir="auto">
                {note.text}
              </blockquote>
            </figure>
          )}
        </div>
      </Modal>
    </>
  );
}

export interface TippingPolicyNoteProps {
  /** The core's sentence; null claims nothing and shows nothing. */
  readonly sentence: PolicySentence | null;
  readonly policy: TippingPolicy | null | undefined;
  /** The thank-you states what happened: no sheet to open there. */
  readonly withSheet?: boolean;
}

/** Where the tip goes, in one plain sentence, and the sheet with the details. */
export function TippingPolicyNote(props: TippingPolicyNoteProps): ReactElement | null {
  const { sentence, policy, withSheet = true } = props;
  const t = useMessages();
  if (!sentence || !policy) return null;
  return (
    <div className="tipping-policy">
      <p className="tipping-policy__sentence" data-testid="tipping-policy-sentence">
        {policySentenceText(t, sentence)}
      </p>
      {withSheet && <TippingPolicySheet policy={policy} />}
    </div>
  );
}
