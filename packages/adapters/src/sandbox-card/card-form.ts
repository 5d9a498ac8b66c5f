import { CARD_BRAND_NAMES, cardBrand, groupCardNumber } from './card-brand';
import { EN_US_CARD_TEXTS, expiryHint } from './card-texts';
import type { CardTexts } from './card-texts';
import { CARD_FIELDS } from './card-fields';
import type { CardField } from './card-fields';
import type { CardErrors, CardValues } from './card-validation';

/** A field's behaviour; its words (label, the expiry's format) are the form's texts. */
interface FieldSpec {
  readonly autocomplete: string;
  readonly inputMode: 'numeric' | 'text';
  readonly maxLength: number;
  readonly placeholder?: string;
}

const FIELD_SPECS: Readonly<Record<CardField, FieldSpec>> = {
  number: {
    autocomplete: 'cc-number',
    inputMode: 'numeric',
    maxLength: 23,
    placeholder: '1234 1234 1234 1234',
  },
  expiry: { autocomplete: 'cc-exp', inputMode: 'numeric', maxLength: 7 },
  cvc: { autocomplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
  name: { autocomplete: 'cc-name', inputMode: 'text', maxLength: 100 },
  postalCode: {
    autocomplete: 'postal-code',
    inputMode: 'text',
    maxLength: 10,
  },
};

/** Class names the web app styles (a provider's form carries its own hooks the same way). */
export const CARD_FORM_CLASSES = {
  form: 'sandbox-card-form',
  row: 'sandbox-card-form__row',
  field: 'sandbox-card-form__field',
  label: 'sandbox-card-form__label',
  hint: 'sandbox-card-form__hint',
  control: 'sandbox-card-form__control',
  input: 'sandbox-card-form__input',
  brand: 'sandbox-card-form__brand',
  error: 'sandbox-card-form__error',
  formError: 'sandbox-card-form__form-error',
} as const;

/** What each brand's badge shows (its text alternative is the brand's name; Mastercard's is drawn). */
const BRAND_MARKS = { visa: 'VISA', mastercard: '', amex: 'AMEX', discover: 'DISCOVER' };

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
  /** Speaks `texts` in place (name, labels, the expiry's format, `lang`, `dir`): what was typed stays. */
  relabel(texts: CardTexts): void;
}

let formCount = 0;

/** Typing at the end of the field: the number in groups, the expiry with its slash. */
function formatAsTyped(field: CardField, input: HTMLInputElement, event: Event): void {
  const inserting = (event as InputEvent).inputType?.startsWith('insert') ?? true;
  if (!inserting || input.selectionStart !== input.value.length) return;
  if (field === 'number') input.value = groupCardNumber(input.value);
  if (field === 'expiry') {
    const digits = input.value.replace(/\D/g, '').slice(0, 4);
    input.value = digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  }
}

/**
 * Builds the card form in `document` (plain DOM; nothing is attached until the caller appends
 * `root`): the number with its brand as it is typed, expiry and CVC side by side, the name and the
 * postal code. A field in error says so in words beside it (aria-invalid, aria-describedby). The
 * form speaks `texts`' language (its `lang` and `dir`) until `relabel` gives it another.
 */
export function buildCardForm(document: Document, texts: CardTexts = EN_US_CARD_TEXTS): CardForm {
  formCount += 1;
  const prefix = `sandbox-card-${formCount}`;
  const root = document.createElement('div');
  root.className = CARD_FORM_CLASSES.form;
  root.setAttribute('role', 'group');
  const inputs = {} as Record<CardField, HTMLInputElement>;
  const labels = {} as Record<CardField, Text>;
  let hint: HTMLElement | null = null;
  const errors = {} as Record<CardField, HTMLElement>;
  const row = document.createElement('div');
  row.className = CARD_FORM_CLASSES.row;

  const brand = document.createElement('span');
  brand.id = `${prefix}-brand`;
  brand.className = CARD_FORM_CLASSES.brand;
  brand.setAttribute('role', 'img');
  brand.hidden = true;
  const showBrand = (number: string): void => {
    const found = cardBrand(number);
    brand.hidden = found === null;
    brand.className = `${CARD_FORM_CLASSES.brand}${found ? ` ${CARD_FORM_CLASSES.brand}--${found}` : ''}`;
    if (found) brand.setAttribute('aria-label', CARD_BRAND_NAMES[found]);
    else brand.removeAttribute('aria-label');
    brand.textContent = found ? BRAND_MARKS[found] : '';
  };

  for (const field of CARD_FIELDS) {
    const spec = FIELD_SPECS[field];
    const wrapper = document.createElement('div');
    wrapper.className = `${CARD_FORM_CLASSES.field} ${CARD_FORM_CLASSES.field}--${field}`;
    const label = document.createElement('label');
    label.className = CARD_FORM_CLASSES.label;
    label.htmlFor = `${prefix}-${field}`;
    labels[field] = document.createTextNode('');
    label.append(labels[field]);
    if (field === 'expiry') {
      // Read after the label; hidden on screen, where the placeholder shows the format.
      hint = document.createElement('span');
      hint.className = CARD_FORM_CLASSES.hint;
      label.append(hint);
    }
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
    input.addEventListener('input', (event) => {
      formatAsTyped(field, input, event);
      if (field === 'number') showBrand(input.value);
    });
    const error = document.createElement('p');
    error.id = `${prefix}-${field}-error`;
    error.className = CARD_FORM_CLASSES.error;
    error.hidden = true;
    const control = document.createElement('div');
    control.className = CARD_FORM_CLASSES.control;
    control.append(input);
    if (field === 'number') {
      control.append(brand);
      input.setAttribute('aria-describedby', `${error.id} ${brand.id}`);
    } else input.setAttribute('aria-describedby', error.id);
    wrapper.append(label, control, error);
    if (field === 'expiry' || field === 'cvc') row.append(wrapper);
    if (field === 'expiry') root.append(row);
    else if (field !== 'cvc') root.append(wrapper);
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

  const relabel = (words: CardTexts): void => {
    root.setAttribute('aria-label', words.group);
    root.lang = words.locale;
    root.dir = words.dir;
    for (const field of CARD_FIELDS) labels[field].data = words.labels[field];
    if (hint) hint.textContent = expiryHint(words);
    inputs.expiry.placeholder = words.expiryFormat;
  };
  relabel(texts);

  return {
    root,
    relabel,
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
