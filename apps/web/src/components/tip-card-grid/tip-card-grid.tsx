import type { ReactElement } from 'react';
import { TipCard } from '../tip-card/tip-card';
import './tip-card-grid.scss';

export interface TipCardGridCard<L extends string> {
  readonly level: L;
  readonly amount: string;
  readonly label: string;
  /** Shown above the amount on intent proposals (e.g. '18%'). */
  readonly percent?: string | null;
}

export interface TipCardGridProps<L extends string> {
  readonly cards: readonly TipCardGridCard<L>[];
  /** The card shown as chosen; null: none. */
  readonly selected: L | null;
  readonly onPick: (level: L) => void;
}

/** The three proposed tips side by side (one per row on a very narrow screen). */
export function TipCardGrid<L extends string>(props: TipCardGridProps<L>): ReactElement {
  return (
    <div className="tip-card-grid">
      {props.cards.map((card) => (
        <TipCard
          key={card.level}
          percent={card.percent ?? null}
          amount={card.amount}
          label={card.label}
          selected={props.selected === card.level}
          onPick={() => props.onPick(card.level)}
        />
      ))}
    </div>
  );
}
