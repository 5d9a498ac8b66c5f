import type { ReactElement } from 'react';
import type { Cents } from '@tipwell/core';
import { GenerousTipDialog } from '../generous-tip-dialog/generous-tip-dialog';
import { MoneyInput, type CurrencySign } from '../money-input/money-input';
import './custom-tip-form.scss';

export interface CustomTipFormProps {
  /** The field's visible label ('Or enter a custom amount', "Don't like these amounts?"). */
  readonly label: string;
  readonly value: string;
  /** The currency sign and its side, as the page's language writes an amount ('$' before). */
  readonly currencySign?: CurrencySign;
  /** Why the typed amount cannot be sent; shown under the field as an alert. */
  readonly error: string | null;
  readonly submitLabel: string;
  readonly submitDisabled: boolean;
  /** The secondary button style, for screens whose main action is elsewhere. */
  readonly secondary?: boolean;
  /** A class of the screen's own, for its spacing. */
  readonly className?: string;
  readonly onChange: (text: string) => void;
  readonly onSubmit: () => void;
  /** The generous-tip confirmation: open while a large custom tip waits for a yes. */
  readonly confirming: boolean;
  readonly amount: Cents | null;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/**
 * A custom tip: the amount field, its error, the submit button, and the confirmation a generous
 * tip asks for first (decision 0006). Every tip screen uses this one form; what the buttons do is
 * the core's (the screen passes its actions).
 */
export function CustomTipForm(props: CustomTipFormProps): ReactElement {
  const buttonClass = `button button--block${props.secondary ? ' button--secondary' : ''}`;
  return (
    <>
      <form
        className={props.className ? `custom-tip ${props.className}` : 'custom-tip'}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <MoneyInput
          label={props.label}
          value={props.value}
          sign={props.currencySign}
          invalid={props.error !== null}
          onChange={props.onChange}
        />
        {props.error && (
          <p className="custom-tip__error" role="alert">
            {props.error}
          </p>
        )}
        <button type="submit" className={buttonClass} disabled={props.submitDisabled}>
          {props.submitLabel}
        </button>
      </form>
      <GenerousTipDialog
        open={props.confirming}
        amount={props.amount}
        onCancel={props.onCancel}
        onConfirm={props.onConfirm}
      />
    </>
  );
}
