import type {
  GlobalPaymentsGlobal,
  GpEmitter,
  GpFieldName,
  GpField,
  GpForm,
  GpPaymentRequestData,
} from './global-payments-sdk';

class FakeEmitter implements GpEmitter {
  private readonly listeners = new Map<string, ((response: never) => void)[]>();
  on(event: string, listener: (response: never) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, response: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(response as never);
  }
}

export class FakeGpForm extends FakeEmitter implements GpForm {
  disposed = 0;
  constructor(readonly fields: Partial<Record<GpFieldName, GpField>>) {
    super();
  }
  dispose(): void {
    this.disposed += 1;
  }
}

/** window.GlobalPayments as its README documents it (the iframes themselves are not drawn). */
export class FakeGlobalPayments implements GlobalPaymentsGlobal {
  readonly configured: Readonly<Record<string, unknown>>[] = [];
  readonly forms: FakeGpForm[] = [];
  readonly requests: { selector: string; data: GpPaymentRequestData; emitter: FakeEmitter }[] = [];
  readonly completions: string[] = [];

  configure(options: Readonly<Record<string, unknown>>): void {
    this.configured.push(options);
  }
  readonly ui = {
    form: (options: { fields: Partial<Record<GpFieldName, GpField>> }): GpForm => {
      const form = new FakeGpForm(options.fields);
      this.forms.push(form);
      return form;
    },
  };
  readonly paymentRequest = {
    setup: (selector: string, data: GpPaymentRequestData): GpEmitter => {
      const emitter = new FakeEmitter();
      this.requests.push({ selector, data, emitter });
      return emitter;
    },
    complete: (status: string): void => {
      this.completions.push(status);
    },
  };

  get form(): FakeGpForm {
    const form = this.forms.at(-1);
    if (!form) throw new Error('No form');
    return form;
  }
}
