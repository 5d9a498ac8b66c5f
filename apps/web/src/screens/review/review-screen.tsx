import { useId, type ReactElement } from 'react';
import { noteRequired, reviewRequired } from '@tipwell/core';
import { StarRating } from '../../components/star-rating/star-rating';
import { useTipping } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { useMessages } from '../../i18n/messages';
import { useScreenFocus } from '../../hooks/use-screen-focus';
import { PaidConfirmation } from './paid-confirmation';
import './review-screen.scss';

/**
 * "Review": a 1–5 star rating and an optional note; Submit once rated. Above it, the
 * payment's confirmation; the heading takes the focus and reads it as its description.
 */
export function ReviewScreen(): ReactElement {
  const t = useMessages();
  const heading = useScreenFocus<HTMLHeadingElement>();
  const noteId = useId();
  const paidId = useId();
  const tipping = useTipping();
  const review = useStore(tipping.review.store);
  // Submit on its way: the core tells the wait, the store the outcome.
  const { busy: submitting } = useStore(tipping.review.busy);
  const landing = useStore(tipping.landing.store);
  const flow = useStore(tipping.flow.store);
  const { paid } = useStore(tipping.payment.store);
  // A pool that requires a note (Concierge): the note is no longer optional, nor the review.
  const needsNote = noteRequired(landing.payload, flow.selections.pools);
  const noteMissing = needsNote && review.note.trim() === '';
  const canSkip = !needsNote && !reviewRequired(landing.payload, flow.selections);
  return (
    <section className="review" aria-labelledby="review-title">
      <form
        className="review__form"
        onSubmit={(event) => {
          event.preventDefault();
          void tipping.review.submit();
        }}
      >
        {paid && <PaidConfirmation id={paidId} paid={paid} />}
        <h1
          id="review-title"
          className="review__title"
          ref={heading}
          tabIndex={-1}
          aria-describedby={paid ? paidId : undefined}
        >
          {t('review.title')}
        </h1>
        <StarRating
          legend={t('review.title')}
          value={review.rating ?? 0}
          onChange={tipping.review.setRating}
        />
        <p className="review__prompt">{t('review.notePrompt')}</p>
        <label htmlFor={noteId} className="review__label">
          {needsNote ? t('review.noteRequiredLabel') : t('review.noteLabel')}
        </label>
        <textarea
          id={noteId}
          className="review__note"
          rows={5}
          required={needsNote}
          value={review.note}
          onChange={(event) => tipping.review.setNote(event.target.value)}
        />
        <button
          type="submit"
          className="button button--block"
          disabled={review.rating === null || noteMissing || submitting}
          aria-busy={submitting}
        >
          {t('review.submit')}
        </button>
        {canSkip && (
          <button
            type="button"
            className="button button--secondary button--block"
            disabled={submitting}
            onClick={tipping.review.skip}
          >
            {t('review.skip')}
          </button>
        )}
      </form>
    </section>
  );
}
