import { useId, type ReactElement } from 'react';
import './money-input.scss';

export interface MoneyInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly labelHidden?: boolean;
}

/** A dollar amount with a $ prefix; the owner decides which keystrokes to keep. */
export function MoneyInput({ label, value, onChange, labelHidden }: MoneyInputProps): ReactElement {
  const id = useId();
  return (
    <div className="money-input">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'money-input__label'}>
        {label}
      </label>
      <div className="money-input__field">
        <span className="money-input__prefix" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          className="money-input__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </div>
    </div>
  );
}
