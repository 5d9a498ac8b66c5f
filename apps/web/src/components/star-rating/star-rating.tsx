import type { ReactElement } from 'react';
import { useMessages } from '../../i18n/messages';
import './star-rating.scss';

export interface StarRatingProps {
  readonly legend: string;
  /** 0 when not rated yet. */
  readonly value: number;
  readonly onChange: (value: number) => void;
  readonly max?: number;
}

/** Radio inputs named service-rating, precision 1. */
export function StarRating({ legend, value, onChange, max = 5 }: StarRatingProps): ReactElement {
  const t = useMessages();
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <fieldset className="star-rating">
      <legend className="visually-hidden">{legend}</legend>
      {stars.map((star) => (
        <label key={star} className="star-rating__star">
          <input
            className="star-rating__input"
            type="radio"
            name="service-rating"
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
          />
          <span
            className={`star-rating__icon${star <= value ? ' star-rating__icon--on' : ''}`}
            aria-hidden="true"
          >
            ★
          </span>
          <span className="visually-hidden">{t('review.stars', { count: star })}</span>
        </label>
      ))}
    </fieldset>
  );
}
