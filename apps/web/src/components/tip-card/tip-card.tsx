import type { ReactElement } from 'react';
import './tip-card.scss';

export interface TipCardProps {
  readonly amount: string;
  readonly label: string;
  /** Shown above the amount on intent proposals (e.g. '18%'). */
  readonly percent?: string | null;
  readonly selected: boolean;
  readonly disabled?: boolean;
  /**
   * The level the card chooses, written on it for a tap held while the landing is inert: the views
   * answer that tap without adopting the landing (start-up/5-views-live.ts). Only where a tap means nothing
   * but `chooseTipLevel(level)`.
   */
  readonly heldTapLevel?: string;
  readonly onPick: () => void;
}

export function TipCard(props: TipCardProps): ReactElement {
  const { amount, label, percent, selected, disabled, heldTapLevel, onPick } = props;
  return (
    <button
      type="button"
      className={`tip-card${selected ? ' tip-card--selected' : ''}`}
      aria-pressed={selected}
      disabled={disabled}
      data-tip-level={heldTapLevel}
      onClick={onPick}
    >
      {percent && (
        <>
          <span className="tip-card__percent">{percent}</span>{' '}
        </>
      )}
      <span className="tip-card__amount">{amount}</span>{' '}
      <bdi className="tip-card__label">{label}</bdi>
    </button>
  );
}
