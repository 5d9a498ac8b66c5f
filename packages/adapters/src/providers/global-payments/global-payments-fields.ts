import type { GpFieldName } from './global-payments-sdk';

let formCount = 0;

export interface GpCardForm {
  readonly targets: Readonly<Record<GpFieldName, string>>;
  readonly postalCode: HTMLInputElement;
}

/**
 * The card form's targets inside `container`: one element per iframe field (selectors for
 * GlobalPayments.ui.form) and the postal code, which the GP form has no field for.
 */
export function buildGpCardForm(
  document: Document,
  container: HTMLElement,
  postalCodeLabel: string,
): GpCardForm {
  formCount += 1;
  const prefix = `gp-card-${formCount}`;
  const names: GpFieldName[] = ['card-holder-name', 'card-number', 'card-expiration', 'card-cvv'];
  const targets = {} as Record<GpFieldName, string>;
  for (const name of names) {
    const slot = document.createElement('div');
    slot.id = `${prefix}-${name}`;
    slot.className = `provider-widget__field provider-widget__field--${name}`;
    container.append(slot);
    targets[name] = `#${slot.id}`;
  }
  const label = document.createElement('label');
  label.className = 'provider-widget__label';
  label.htmlFor = `${prefix}-postal-code`;
  label.textContent = postalCodeLabel;
  const postalCode = document.createElement('input');
  postalCode.id = `${prefix}-postal-code`;
  postalCode.name = 'postalCode';
  postalCode.autocomplete = 'postal-code';
  postalCode.className = 'provider-widget__input';
  postalCode.required = true;
  postalCode.maxLength = 10;
  const submit = document.createElement('div');
  submit.id = `${prefix}-submit`;
  submit.className = 'provider-widget__submit';
  targets.submit = `#${submit.id}`;
  container.append(label, postalCode, submit);
  return { targets, postalCode };
}
