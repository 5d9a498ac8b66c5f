import { AppError, systemClock } from '@tipwell/core';
import type {
  Clock,
  MountedWidget,
  PaymentGateway,
  Processor,
  TokenizeResult,
  WidgetSession,
  WidgetStatus,
} from '@tipwell/core';
import type { FetchLike } from '../http/attempt-fetch';
import { buildCardForm } from './card-form';
import type { CardForm } from './card-form';
import { cardTexts } from './card-texts';
import type { CardTexts } from './card-texts';
import { CARD_FIELDS } from './card-fields';
import { cardDigits, checkCard, isComplete, normaliseExpiry } from './card-validation';
import type { CardField } from './card-fields';
import type { CardErrors, CardValues } from './card-validation';
import { requestToken } from './request-token';

export interface SandboxCardGatewayOptions {
  /** Origin (or base URL) of the provider's servers; '' is this origin (the sandbox serves both). */
  readonly providerBaseUrl: string;
  readonly fetch?: FetchLike;
  /** Today's date, for expired cards. */
  readonly clock?: Clock;
  /** The page's URL, to tell a same-origin redirect from a foreign one. */
  readonly currentUrl?: () => string;
  readonly navigate?: (url: string) => void;
}

function isElement(host: unknown): host is HTMLElement {
  return typeof host === 'object' && host !== null && 'ownerDocument' in host && 'append' in host;
}

function fieldOfEvent(event: Event): CardField | null {
  const name = (event.target as HTMLInputElement | null)?.name;
  return (CARD_FIELDS as readonly string[]).includes(name ?? '') ? (name as CardField) : null;
}

/**
 * The sandbox's hosted card form (demo-world.md, "Sandbox card processor") as a PaymentGateway:
 * plain DOM inside the host element, the way a provider's script builds its form. The app's
 * 'Pay {total}' button asks `tokenize()` for a token; the card data never leaves the form except in
 * the token request to the provider.
 */
export class SandboxCardGateway implements PaymentGateway {
  readonly processor: Processor = 'sandbox';
  private readonly options: SandboxCardGatewayOptions;

  constructor(options: SandboxCardGatewayOptions) {
    this.options = options;
  }

  mount(host: unknown, session: WidgetSession): Promise<MountedWidget> {
    session.onStatus('loading');
    if (!isElement(host)) {
      return Promise.reject(new AppError('internal', 'The card form needs an element to mount in'));
    }
    return Promise.resolve(new MountedCardForm(host, session, this.options));
  }
}

class MountedCardForm implements MountedWidget {
  private readonly form: CardForm;
  /** The form's words, from the session's locale until the guest switches language (`speak`). */
  private texts: CardTexts;
  private readonly clock: Clock;
  private status: WidgetStatus = 'loading';
  private mounted = true;
  private readonly touched = new Set<CardField>();

  constructor(
    host: HTMLElement,
    private readonly session: WidgetSession,
    private readonly options: SandboxCardGatewayOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.texts = cardTexts(session.locale);
    this.form = buildCardForm(host.ownerDocument, this.texts);
    this.form.root.addEventListener('input', this.onInput);
    this.form.root.addEventListener('focusout', this.onBlur);
    host.append(this.form.root);
    this.refreshStatus();
  }

  async tokenize(): Promise<TokenizeResult> {
    if (!this.mounted) return { status: 'error', message: 'The card form is not mounted' };
    const values = this.form.values();
    const errors = this.check(values);
    this.form.showFormError(null);
    if (!isComplete(errors)) {
      for (const field of CARD_FIELDS) this.touched.add(field);
      this.form.showErrors(errors);
      // The guest lands on the first field to fix, and hears its message (aria-describedby).
      const first = CARD_FIELDS.find((field) => errors[field] !== undefined);
      if (first) this.form.focus(first);
      return { status: 'invalid' };
    }
    this.form.setDisabled(true);
    const answer = await requestToken(
      this.options.providerBaseUrl,
      {
        number: cardDigits(values.number),
        expiry: normaliseExpiry(values.expiry) ?? values.expiry,
        cvc: values.cvc.trim(),
        postalCode: values.postalCode.trim(),
        name: values.name.trim(),
      },
      this.options.fetch,
    );
    if (this.mounted) this.form.setDisabled(false);
    switch (answer.kind) {
      case 'token':
        return {
          status: 'ok',
          source: answer.token,
          nameOnCard: values.name.trim(),
          postalCode: values.postalCode.trim(),
          wallet: false,
        };
      case 'invalid':
        if (answer.field) {
          this.form.showFieldError(answer.field, answer.message);
          this.form.focus(answer.field);
        } else this.form.showFormError(answer.message);
        return { status: 'invalid' };
      case 'error':
        return { status: 'error', message: answer.message };
    }
  }

  /** Only a same-origin redirect (the sandbox's 3-D Secure page) is followed; anything else is refused. */
  handleAction(action: Readonly<Record<string, unknown>>): void {
    const here = this.options.currentUrl?.() ?? globalThis.location?.href;
    const target =
      action.type === 'redirect' && typeof action.url === 'string' && here
        ? this.sameOrigin(action.url, here)
        : null;
    if (target === null) {
      this.report('error');
      return;
    }
    this.report('redirect');
    const navigate = this.options.navigate ?? ((url: string) => globalThis.location.assign(url));
    navigate(target);
  }

  /**
   * The guest switched language: the form relabels in place, so what they typed stays; a message
   * already shown is said again in the new words.
   */
  speak(locale: string): void {
    const texts = cardTexts(locale);
    if (!this.mounted || texts === this.texts) return;
    this.texts = texts;
    this.form.relabel(texts);
    const errors = this.check(this.form.values());
    for (const input of this.form.root.querySelectorAll('input[aria-invalid="true"]')) {
      const field = (input as HTMLInputElement).name as CardField;
      this.form.showFieldError(field, errors[field] ?? null);
    }
  }

  /**
   * The total changed: the form shows no amount (the app's 'Pay {total}' reads the live total),
   * so it stays as typed; the token it gives is for whatever the app then pays (decision 0050).
   */
  retotal(): void {}

  unmount(): void {
    if (!this.mounted) return;
    this.mounted = false;
    this.form.root.removeEventListener('input', this.onInput);
    this.form.root.removeEventListener('focusout', this.onBlur);
    this.form.root.remove();
  }

  private sameOrigin(url: string, here: string): string | null {
    try {
      const base = new URL(here);
      const target = new URL(url, base);
      return target.origin === base.origin ? target.href : null;
    } catch {
      return null;
    }
  }

  private readonly onInput = (event: Event): void => {
    const field = fieldOfEvent(event);
    // While typing, only clear a message the fix has answered; new messages wait for the blur.
    if (field && this.touched.has(field)) {
      const message = this.check(this.form.values())[field];
      if (message === undefined) this.form.showFieldError(field, null);
    }
    this.refreshStatus();
  };

  private readonly onBlur = (event: Event): void => {
    const field = fieldOfEvent(event);
    if (!field) return;
    const values = this.form.values();
    if (values[field].trim() === '' && !this.touched.has(field)) return;
    this.touched.add(field);
    this.form.showFieldError(field, this.check(values)[field] ?? null);
  };

  /** What is wrong with the card today, in the form's words. */
  private check(values: CardValues): CardErrors {
    return checkCard(values, new Date(this.clock.now()), this.texts);
  }

  private refreshStatus(): void {
    const complete = isComplete(this.check(this.form.values()));
    this.report(complete ? 'ready' : 'loading');
  }

  private report(status: WidgetStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.session.onStatus(status);
  }
}
