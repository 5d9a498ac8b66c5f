/** Test support: a drop-in mounted over the fake Adyen module and a core-like session. */
import type {
  MountedWidget,
  PaymentResponse,
  TokenizeResult,
  WidgetSession,
  WidgetStatus,
} from '@tipwell/core';
import { AdyenDropinGateway } from './adyen-dropin-gateway';
import { FakeAdyenWeb } from './fake-adyen-web';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The recorded payment-methods response (the sandbox serves it under SANDBOX_PROCESSOR=adyen-web). */
export const recorded = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'payment-methods.json'),
    'utf8',
  ),
) as Record<string, unknown>;

export type Token = Extract<TokenizeResult, { status: 'ok' }>;

export const ACTION_3DS = {
  type: 'threeDS2',
  subtype: 'challenge',
  token: 'tok',
  paymentData: 'pd',
};
export const ACTION_REDIRECT = { type: 'redirect', method: 'GET', url: 'https://bank.test/3ds' };

export function answer(
  resultCode: string | null,
  action: Record<string, unknown> | null = null,
): PaymentResponse {
  const status = resultCode === 'Authorised' ? 'captured' : action ? 'verifying' : 'failed';
  return {
    status,
    reference: 'pay_1',
    amount: 1060,
    tips: [],
    processorResponse: { resultCode, action, order: null, donationToken: null },
  } as PaymentResponse;
}

export interface Harness {
  readonly adyen: FakeAdyenWeb;
  readonly widget: MountedWidget;
  readonly statuses: WidgetStatus[];
  readonly tokens: Token[];
  readonly details: Readonly<Record<string, unknown>>[];
  next: PaymentResponse | null;
}

/** A session that behaves like the core's: a response's action is handed back to the widget. */
export async function mountDropin(
  paymentMethods: Record<string, unknown> = recorded,
): Promise<Harness> {
  const adyen = new FakeAdyenWeb();
  const harness = {
    adyen,
    statuses: [],
    tokens: [],
    details: [],
    next: null,
  } as unknown as Harness;
  const handBack = (response: PaymentResponse | null): PaymentResponse | null => {
    const action = response?.processorResponse?.action;
    if (action && response.status !== 'failed') harness.widget.handleAction(action);
    return response;
  };
  const session: WidgetSession = {
    amount: 1060,
    currency: 'USD',
    countryCode: 'US',
    locale: 'en-US',
    paymentMethods: { raw: paymentMethods, count: 3 },
    onStatus: (status) => harness.statuses.push(status),
    submit: (token) => {
      harness.tokens.push(token);
      return Promise.resolve(handBack(harness.next));
    },
    submitDetails: (details) => {
      harness.details.push(details);
      return Promise.resolve(handBack(harness.next));
    },
  };
  const host = document.createElement('div');
  document.body.append(host);
  const gateway = new AdyenDropinGateway({ clientKey: 'test_CLIENTKEY', environment: 'test' }, () =>
    Promise.resolve(adyen.module),
  );
  (harness as { widget: MountedWidget }).widget = await gateway.mount(host, session);
  return harness;
}

export const card = {
  paymentMethod: { type: 'scheme', encryptedCardNumber: 'enc', holderName: 'Alex Doe' },
  riskData: { clientData: 'risk' },
  browserInfo: { userAgent: 'ua', colorDepth: 24 },
} as const;
