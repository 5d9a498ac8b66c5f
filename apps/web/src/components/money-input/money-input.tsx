import { useId, type ReactElement } from 'react';
import './money-input.scss';

export interface CurrencySign {
  readonly sign: string;
  /** True where the language writes the sign after the amount ('12 $' in de-DE). */
  readonly after: boolean;
}

export interface MoneyInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly labelHidden?: boolean;
  /** The currency sign on the side the page's language writes it; '$' before by default. */
  readonly sign?: CurrencySign;
  /** True while the field's message says the text is not an amount it can take. */
  readonly invalid?: boolean;
}

const DOLLAR: CurrencySign = { sign: '$', after: false };

/**
 * A dollar amount with its currency sign; the text is kept as typed (the core reads it in the
 * guest's language, decision 0031).
 */
export function MoneyInput({
  label,
  value,
  onChange,
  labelHidden,
  sign = DOLLAR,
  invalid = false,
}: MoneyInputProps): ReactElement {
  const id = useId();
  const currency = (
    <span
      className={`money-input__sign money-input__sign--${sign.after ? 'after' : 'before'}`}
      aria-hidden="true"
    >
      {sign.sign}
    </span>
  );
  return (
    <div className="money-input">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'money-input__label'}>
        {label}
      </label>
      <div className="money-input__field">
        {!sign.after && currency}
        <input
          id={id}
          className="money-input__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {sign.after && currency}
      </div>
    </div>
  );
}
