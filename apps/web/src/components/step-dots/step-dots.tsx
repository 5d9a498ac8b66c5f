import type { ReactElement } from 'react';
import './step-dots.scss';

export interface StepDotsProps {
  readonly count: number;
  readonly active: number;
}

/** One dot per step; decorative for screen readers, which hear the screen's heading instead. */
export function StepDots({ count, active }: StepDotsProps): ReactElement {
  return (
    <ol className="step-dots" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className={`step-dots__dot${index === active ? ' step-dots__dot--active' : ''}`}
        />
      ))}
    </ol>
  );
}
