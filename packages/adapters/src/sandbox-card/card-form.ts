import { CARD_FIELDS } from './card-validation';
import type { CardErrors, CardField, CardValues } from './card-validation';

interface FieldSpec {
  readonly label: string;
  readonly autocomplete: string;
  readonly inputMode: 'numeric' | 'text';
  readonly maxLength: number;
  readonly placeholder?: string;
}

const FIELD_SPECS: Readonly<Record<CardField, FieldSpec>> = {
  name: { label: 'Name on card', autocomplete: 'cc-name', inputMode: 'text', maxLength: 100 },
  number: { label: 'Card number', autocomplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  expiry: {
    label: 'Expiry date (MM/YY)',
    autocomplete: 'cc-exp',
    inputMode: 'numeric',
    maxLength: 7,
    placeholder: 'MM/YY',
  },
  cvc: { label: 'CVC', autocomplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
  postalCode: {
    label: 'Postal code',
    autocomplete: 'postal-code',
    inputMode: 'text',
    maxLength: 10,
  },
};

/** Class names the web app styles (a provider's form carries its own hooks the same way). */
export const CARD_FORM_CLASSES = {
  form: 'sandbox-card-form',
  field: 'sandbox-card-form__field',
  label: 'sandbox-card-form__label',
  input: 'sandbox-card-form__input',
  error: 'sandbox-card-form__error',
  formError: 'sandbox-card-form__form-error',
} as const;

export interface CardForm {
  readonly root: HTMLElement;
  values(): CardValues;
  /** Shows these messages beside their fields and clears the others. */
  showErrors(errors: CardErrors): void;
  showFieldError(field: CardField, message: string | null): void;
  /** A message about the whole form (the provider could not be reached). */
  showFormError(message: string | null): void;
  setDisabled(disabled: boolean): void;
  focus(field: CardField): void;
}

let formCount = 0;

/** Builds the card form in `document` (plain DOM; nothing is attached until the caller appends `root`). */
export function buildCardForm(document: Document): CardForm {
  formCount += 1;
  const prefix = `sandbox-card-${formCount}`;
  const root = document.createElement('div');
  root.className = CARD_FORM_CLASSES.form;
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', 'Card details');
  const inputs = {} as Record<CardField, HTMLInputElement>;
  const errors = {} as Record<CardField, HTMLElement>;

  for (const field of CARD_FIELDS) {
    const spec = FIELD_SPECS[field];
    const wrapper = document.createElement('div');
    wrapper.className = `${CARD_FORM_CLASSES.field} ${CARD_FORM_CLASSES.field}--${field}`;
    const label = document.createElement('label');
    label.className = CARD_FORM_CLASSES.label;
    label.htmlFor = `${prefix}-${field}`;
    label.textContent = spec.label;
    const input = document.createElement('input');
    input.id = `${prefix}-${field}`;
    input.name = field;
    input.type = 'text';
    input.className = CARD_FORM_CLASSES.input;
    input.autocomplete = spec.autocomplete as AutoFill;
    input.inputMode = spec.inputMode;
    input.maxLength = spec.maxLength;
    input.required = true;
    input.spellcheck = false;
    if (spec.placeholder) input.placeholder = spec.placeholder;
    // The provider guarantees a touch target of its own, whatever the host page's styles do.
    input.style.minHeight = '44px';
    const error = document.createElement('p');
    error.id = `${prefix}-${field}-error`;
    error.className = CARD_FORM_CLASSES.error;
    error.hidden = true;
    input.setAttribute('aria-describedby', error.id);
    wrapper.append(label, input, error);
    root.append(wrapper);
    inputs[field] = input;
    errors[field] = error;
  }

  const formError = document.createElement('p');
  formError.className = CARD_FORM_CLASSES.formError;
  formError.setAttribute('role', 'alert');
  formError.hidden = true;
  root.append(formError);

  const showFieldError = (field: CardField, message: string | null): void => {
    errors[field].textContent = message ?? '';
    errors[field].hidden = message === null;
    if (message === null) inputs[field].removeAttribute('aria-invalid');
    else inputs[field].setAttribute('aria-invalid', 'true');
  };

  return {
    root,
    values: () => ({
      name: inputs.name.value,
      number: inputs.number.value,
      expiry: inputs.expiry.value,
      cvc: inputs.cvc.value,
      postalCode: inputs.postalCode.value,
    }),
    showErrors(fieldErrors) {
      for (const field of CARD_FIELDS) showFieldError(field, fieldErrors[field] ?? null);
    },
    showFieldError,
    showFormError(message) {
      formError.textContent = message ?? '';
      formError.hidden = message === null;
    },
    setDisabled(disabled) {
      for (const field of CARD_FIELDS) inputs[field].disabled = disabled;
    },
    focus(field) {
      inputs[field].focus();
    },
  };
}
