import type { ReactElement } from 'react';
import './tip-card.scss';

export interface TipCardProps {
  readonly amount: string;
  readonly label: string;
  /** Shown above the amount on intent proposals (e.g. '18%'). */
  readonly percent?: string | null;
  readonly selected: boolean;
  readonly disabled?: boolean;
  readonly onPick: () => void;
}

export function TipCard(props: TipCardProps): ReactElement {
  const { amount, label, percent, selected, disabled, onPick } = props;
  return (
    <button
      type="button"
      className={`tip-card${selected ? ' tip-card--selected' : ''}`}
      aria-pressed={selected}
      disabled={disabled}
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
