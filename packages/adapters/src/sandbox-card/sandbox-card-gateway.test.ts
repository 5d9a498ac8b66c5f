// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as route, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  getByLabelText,
  getByRole,
  getByText,
  queryByRole,
  queryByText,
} from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import type { MountedWidget, WidgetSession, WidgetStatus } from '@tipwell/core';
import { SandboxCardGateway } from './sandbox-card-gateway';

const PROVIDER = 'http://app.test';
const tokenRequests: unknown[] = [];
const server = setupServer(
  route.post(`${PROVIDER}/sandbox-provider/v1/tokens`, async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    tokenRequests.push(body);
    if (body.number === '4000000000000119') {
      return HttpResponse.json(
        { error: { code: 'VALIDATION_FAILED', message: 'The card number is not supported' } },
        { status: 422 },
      );
    }
    if (body.number === '4000000000000259')
      return HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 });
    return HttpResponse.json({
      data: { token: 'tok_abc', last4: body.number?.slice(-4), brand: 'visa' },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  tokenRequests.length = 0;
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const clock = { now: () => Date.parse('2026-11-23T10:00:00Z'), setTimeout: () => () => undefined };

function session(statuses: WidgetStatus[], locale = 'en-US'): WidgetSession {
  return {
    amount: 1060,
    currency: 'USD',
    countryCode: 'US',
    locale,
    paymentMethods: null,
    onStatus: (status) => statuses.push(status),
    submit: () => Promise.resolve(null),
    submitDetails: () => Promise.resolve(null),
  };
}

async function mount(navigated: string[] = [], locale = 'en-US') {
  const host = document.createElement('div');
  document.body.append(host);
  const statuses: WidgetStatus[] = [];
  const gateway = new SandboxCardGateway({
    providerBaseUrl: PROVIDER,
    clock,
    currentUrl: () => 'http://app.test/payment',
    navigate: (url) => navigated.push(url),
  });
  const widget: MountedWidget = await gateway.mount(host, session(statuses, locale));
  return { host, widget, statuses, user: userEvent.setup() };
}

async function fillCard(
  host: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  number = '4111 1111 1111 1111',
) {
  await user.type(getByLabelText(host, 'Name on card'), 'Alex Guest');
  await user.type(getByLabelText(host, 'Card number'), number);
  await user.type(getByLabelText(host, /Expiry date/), '12/34');
  await user.type(getByLabelText(host, 'CVC'), '123');
  await user.type(getByLabelText(host, 'Postal code'), '94105');
}

describe('SandboxCardGateway', () => {
  it('builds labelled inputs with autocomplete, input modes and touch-size', async () => {
    const { host } = await mount();
    const expected = [
      ['Name on card', 'cc-name', 'text'],
      ['Card number', 'cc-number', 'numeric'],
      [/Expiry date/, 'cc-exp', 'numeric'],
      ['CVC', 'cc-csc', 'numeric'],
      ['Postal code', 'postal-code', 'text'],
    ] as const;
    for (const [label, autocomplete, inputMode] of expected) {
      const input = getByLabelText(host, label) as HTMLInputElement;
      expect(input.tagName).toBe('INPUT');
      expect(input.autocomplete).toBe(autocomplete);
      expect(input.inputMode).toBe(inputMode);
      expect(input.classList.contains('sandbox-card-form__input')).toBe(true);
      expect(input.style.minHeight).toBe('44px');
      const [errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
      const describedBy = document.getElementById(errorId ?? '');
      expect(describedBy?.classList.contains('sandbox-card-form__error')).toBe(true);
    }
  });

  it('reports loading, then ready only once the card is complete, and loading again when it is not', async () => {
    const { host, statuses, user } = await mount();
    expect(statuses).toEqual(['loading']);
    await fillCard(host, user);
    expect(statuses).toEqual(['loading', 'ready']);
    await user.clear(getByLabelText(host, 'Postal code'));
    expect(statuses).toEqual(['loading', 'ready', 'loading']);
  });

  it('is not ready with a number that fails Luhn or an expired date', async () => {
    const { host, statuses, user } = await mount();
    await fillCard(host, user, '4111 1111 1111 1112');
    expect(statuses).toEqual(['loading']);
    await user.clear(getByLabelText(host, 'Card number'));
    await user.type(getByLabelText(host, 'Card number'), '4111111111111111');
    expect(statuses.at(-1)).toBe('ready');
    await user.clear(getByLabelText(host, /Expiry date/));
    await user.type(getByLabelText(host, /Expiry date/), '10/26');
    expect(statuses.at(-1)).toBe('loading');
  });

  it('shows inline messages tied to their fields when tokenising an incomplete form', async () => {
    const { host, widget } = await mount();
    expect(await widget.tokenize()).toEqual({ status: 'invalid' });
    const number = getByLabelText(host, 'Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const [errorId] = (number.getAttribute('aria-describedby') ?? '').split(' ');
    const message = document.getElementById(errorId ?? '');
    expect(message?.textContent).toBe('Enter a valid card number');
    expect(message?.hidden).toBe(false);
    expect(getByText(host, 'Enter the name on the card')).toBeTruthy();
    // The first field of the form is the card number: the guest lands there.
    expect(document.activeElement).toBe(number);
    expect(tokenRequests).toHaveLength(0);
  });

  it('shows a field message on leaving a wrong field, and clears it once fixed', async () => {
    const { host, user } = await mount();
    const cvc = getByLabelText(host, 'CVC');
    await user.click(getByLabelText(host, 'Name on card'));
    await user.tab();
    expect(queryByText(host, 'Enter a valid card number')).toBeNull();
    await user.type(cvc, '12');
    await user.tab();
    expect(getByText(host, 'Enter the 3 or 4 digit security code')).toBeTruthy();
    expect(cvc.getAttribute('aria-invalid')).toBe('true');
    await user.type(cvc, '3');
    expect(queryByText(host, 'Enter the 3 or 4 digit security code')).toBeNull();
    expect(cvc.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows the brand as the number is typed, groups the digits and adds the expiry slash', async () => {
    const { host, user } = await mount();
    const number = getByLabelText(host, 'Card number') as HTMLInputElement;
    expect(queryByRole(host, 'img')).toBeNull();
    await user.type(number, '4');
    expect(getByRole(host, 'img', { name: 'Visa' })).toBeTruthy();
    expect(number.getAttribute('aria-describedby')).toContain(getByRole(host, 'img').id);
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number.value).toBe('3782 822463 10005');
    expect(getByRole(host, 'img', { name: 'American Express' })).toBeTruthy();
    await user.clear(number);
    await user.type(number, '5555555555554444');
    expect(number.value).toBe('5555 5555 5555 4444');
    expect(getByRole(host, 'img', { name: 'Mastercard' })).toBeTruthy();
    await user.clear(number);
    await user.type(number, '6011');
    expect(getByRole(host, 'img', { name: 'Discover' })).toBeTruthy();
    await user.clear(number);
    expect(queryByRole(host, 'img')).toBeNull();
    const expiry = getByLabelText(host, /Expiry date/) as HTMLInputElement;
    await user.type(expiry, '1234');
    expect(expiry.value).toBe('12/34');
    await user.type(expiry, '{Backspace}{Backspace}{Backspace}');
    expect(expiry.value).toBe('12');
  });

  it('tokenises a complete card against the provider', async () => {
    const { host, widget, user } = await mount();
    await fillCard(host, user);
    expect(await widget.tokenize()).toEqual({
      status: 'ok',
      source: 'tok_abc',
      nameOnCard: 'Alex Guest',
      postalCode: '94105',
      wallet: false,
    });
    expect(tokenRequests).toEqual([
      {
        number: '4111111111111111',
        expiry: '12/34',
        cvc: '123',
        postalCode: '94105',
        name: 'Alex Guest',
      },
    ]);
  });

  it('shows the provider refusal beside its field, and reports an outage as error', async () => {
    const { host, widget, user } = await mount();
    await fillCard(host, user, '4000 0000 0000 0119');
    expect(await widget.tokenize()).toEqual({ status: 'invalid' });
    expect(getByText(host, 'The card number is not supported')).toBeTruthy();

    await user.clear(getByLabelText(host, 'Card number'));
    await user.type(getByLabelText(host, 'Card number'), '4000000000000259');
    const outage = await widget.tokenize();
    expect(outage.status).toBe('error');
  });

  it('follows only a same-origin redirect action', async () => {
    const navigated: string[] = [];
    const { widget, statuses } = await mount(navigated);
    widget.handleAction({ type: 'redirect', url: 'https://evil.test/3ds' });
    expect(navigated).toEqual([]);
    expect(statuses.at(-1)).toBe('error');
    widget.handleAction({
      type: 'redirect',
      url: '/sandbox-provider/3ds/pay_1?returnUrl=%2Fexternal',
    });
    expect(navigated).toEqual(['http://app.test/sandbox-provider/3ds/pay_1?returnUrl=%2Fexternal']);
    expect(statuses.at(-1)).toBe('redirect');
    widget.handleAction({ type: 'threeDS2', token: 'x' });
    expect(navigated).toHaveLength(1);
  });

  it('removes the form exactly once', async () => {
    const { host, widget } = await mount();
    expect(host.querySelectorAll('input')).toHaveLength(5);
    widget.unmount();
    expect(host.childElementCount).toBe(0);
    expect(() => widget.unmount()).not.toThrow();
    expect(queryByText(host, 'Card number')).toBeNull();
    expect(await widget.tokenize()).toMatchObject({ status: 'error' });
  });

  it('speaks the locale it was mounted with: labels, format, messages; brands stay brands', async () => {
    const { host, widget, user } = await mount([], 'es-US');
    const form = getByRole(host, 'group', { name: 'Datos de la tarjeta' });
    expect(form.lang).toBe('es-US');
    expect(form.dir).toBe('ltr');
    for (const label of ['Número de tarjeta', 'Nombre en la tarjeta', 'CVC', 'Código postal'])
      expect(getByLabelText(host, label).tagName).toBe('INPUT');
    const expiry = getByLabelText(host, 'Fecha de vencimiento (MM/AA)') as HTMLInputElement;
    expect(expiry.placeholder).toBe('MM/AA');
    expect(queryByText(host, /Card number|Name on card|Expiry date|Postal code/)).toBeNull();

    expect(await widget.tokenize()).toEqual({ status: 'invalid' });
    expect(getByText(host, 'Ingrese un número de tarjeta válido')).toBeTruthy();
    expect(getByText(host, 'Ingrese una fecha de vencimiento válida (MM/AA)')).toBeTruthy();
    expect(getByText(host, 'Ingrese el código de seguridad de 3 o 4 dígitos')).toBeTruthy();
    expect(getByText(host, 'Ingrese el nombre que figura en la tarjeta')).toBeTruthy();
    expect(getByText(host, 'Ingrese un código postal')).toBeTruthy();
    expect(queryByText(host, /^Enter /)).toBeNull();

    await user.type(expiry, '10/26');
    await user.tab();
    expect(getByText(host, 'Esta tarjeta está vencida')).toBeTruthy();
    await user.type(getByLabelText(host, 'Número de tarjeta'), '3782');
    expect(getByRole(host, 'img', { name: 'American Express' })).toBeTruthy();
  });

  it('is right to left in Arabic, the number field’s digits left to right', async () => {
    const { host, widget } = await mount([], 'ar-EG');
    const form = getByRole(host, 'group', { name: 'بيانات البطاقة' });
    expect(form.lang).toBe('ar');
    expect(form.dir).toBe('rtl');
    expect(getByLabelText(host, 'رقم البطاقة').tagName).toBe('INPUT');
    expect(getByLabelText(host, /تاريخ الانتهاء/).getAttribute('placeholder')).toBe('MM/YY');
    await widget.tokenize();
    expect(getByText(host, 'يُرجى إدخال رقم بطاقة صالح')).toBeTruthy();
  });

  it('falls back to en-US, the words of today, for a language it does not speak', async () => {
    const { host, widget } = await mount([], 'nl-NL');
    const form = getByRole(host, 'group', { name: 'Card details' });
    expect(form.lang).toBe('en-US');
    expect(getByLabelText(host, 'Card number').tagName).toBe('INPUT');
    expect(getByLabelText(host, 'Expiry date (MM/YY)').getAttribute('placeholder')).toBe('MM/YY');
    await widget.tokenize();
    expect(getByText(host, 'Enter a valid card number')).toBeTruthy();
  });

  it('speaks a language switched to after the mount in place: typed values, focus and messages stay', async () => {
    const { host, widget, user } = await mount([], 'en-US');
    const form = getByRole(host, 'group', { name: 'Card details' });
    await user.type(getByLabelText(host, 'Card number'), '4242 4242');
    await user.type(getByLabelText(host, 'Name on card'), 'Alex Guest');
    await widget.tokenize();
    expect(getByText(host, 'Enter a valid card number')).toBeTruthy();
    const number = getByLabelText(host, 'Card number');
    number.focus();

    widget.speak?.('de-DE');
    expect(getByRole(host, 'group', { name: 'Kartendaten' })).toBe(form);
    expect(form.lang).toBe('de-DE');
    expect(form.dir).toBe('ltr');
    expect(getByLabelText(host, 'Kartennummer')).toBe(number);
    expect((number as HTMLInputElement).value).toBe('4242 4242');
    expect((getByLabelText(host, 'Name auf der Karte') as HTMLInputElement).value).toBe(
      'Alex Guest',
    );
    expect(getByLabelText(host, 'Ablaufdatum (MM/JJ)').getAttribute('placeholder')).toBe('MM/JJ');
    expect(getByText(host, 'Bitte geben Sie eine gültige Kartennummer ein')).toBeTruthy();
    expect(queryByText(host, 'Enter a valid card number')).toBeNull();
    expect(document.activeElement).toBe(number);

    widget.speak?.('ar');
    expect(getByRole(host, 'group', { name: 'بيانات البطاقة' })).toBe(form);
    expect(form.lang).toBe('ar');
    expect(form.dir).toBe('rtl');
    expect((getByLabelText(host, 'رقم البطاقة') as HTMLInputElement).value).toBe('4242 4242');
    await user.type(getByLabelText(host, 'رقم البطاقة'), ' 4242 4242');
    await user.type(getByLabelText(host, /تاريخ الانتهاء/), '12/34');
    await user.type(getByLabelText(host, 'رمز الأمان'), '123');
    await user.type(getByLabelText(host, 'الرمز البريدي'), '94105');
    await expect(widget.tokenize()).resolves.toMatchObject({ status: 'ok', source: 'tok_abc' });
    expect(tokenRequests).toHaveLength(1);
  });

  it('refuses a host that is not an element', async () => {
    const gateway = new SandboxCardGateway({ providerBaseUrl: PROVIDER });
    await expect(gateway.mount({}, session([]))).rejects.toMatchObject({ code: 'internal' });
  });
});
