import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { scrollsSideways, smallTargets } from './support/a11y-checks';
import { axeViolations } from './support/axe';
import { CARD, expectPath, expectVisible, fillPayment, payU500UpToThreeDS } from './support/guest';
import { usePhonePage, useProduct } from './support/session';

// a way forward from every dead end, only same-origin tip-again paths, and
// step dots that keep their count while the guest walks on.
const product = useProduct();
const phone = usePhonePage(product);

/** The totals of the captured payments, oldest first. */
const capturedTotals = (): number[] =>
  product.app
    .query<{ total: number }>(
      "SELECT total_cents AS total FROM payments WHERE status = 'captured' ORDER BY rowid",
    )
    .map((row) => row.total);

/** The support link a not-found or failure screen offers when there is no start to go back to. */
async function expectSupportLink(page: Page): Promise<void> {
  const support = page.getByRole('link', { name: 'Email support' });
  await expectVisible(support);
  expect(await support.getAttribute('href')).toBe('mailto:support@example.com');
}

describe('point 6: every not-found and failure screen offers a way forward', () => {
  it('unknown codes, intents and addresses: a short explanation and the support link', async () => {
    for (const path of ['/X100', '/L999', '/qr/999/nope', '/zzz/yyy/xxx', '/L999/foo/bar']) {
      await phone.page.goto(`${product.app.url}${path}`);
      await expectVisible(phone.page.getByRole('heading', { name: 'Page not found' }));
      await expectVisible(
        phone.page.getByText(
          'Ask the staff for a new code, or write to us and we will help you tip.',
        ),
      );
      await expectSupportLink(phone.page);
      expect(await phone.page.getByRole('link', { name: 'Back to the start' }).count()).toBe(0);
      expect(await axeViolations(phone.page)).toEqual([]);
      expect(await smallTargets(phone.page)).toEqual([]);
    }
  });

  it("an unknown screen of an existing code goes back to that code's start", async () => {
    await phone.page.goto(`${product.app.url}/L100/foo/bar`);
    await expectVisible(phone.page.getByRole('heading', { name: 'Page not found' }));
    await phone.page.getByRole('link', { name: 'Back to the start' }).click();
    await expectPath(phone.page, '/L100/users');
    await expectVisible(
      phone.page.getByRole('heading', { name: 'Choose a person you want to tip' }),
    );
  });

  it('A402: the landing says why there is no one to tip, with no alert repeating it', async () => {
    await phone.page.goto(`${product.app.url}/A402`);
    await expectPath(phone.page, '/A402/landing');
    await expectVisible(
      phone.page.getByText('This account has no locations yet, so there is no one to tip here.'),
    );
    await expectSupportLink(phone.page);
    expect(await phone.page.getByRole('dialog').count()).toBe(0);
    expect(await phone.page.getByRole('alertdialog').count()).toBe(0);
  });

  it('3-D Secure Fail → Pay with another card: the payment step with the tip kept, then paid', async () => {
    const before = capturedTotals();
    await payU500UpToThreeDS(phone.page, product.app.url);
    await phone.page.getByRole('button', { name: 'Fail' }).click();
    await expectPath(phone.page, '/external/error-external');
    await expectVisible(phone.page.getByRole('heading', { name: 'Payment Failed' }));
    await expectVisible(phone.page.getByRole('button', { name: 'Tip again' }));
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(await smallTargets(phone.page)).toEqual([]);

    await phone.page.getByRole('button', { name: 'Pay with another card' }).click();
    await expectPath(phone.page, '/U500/payment');
    await expect
      .poll(() => phone.page.getByRole('heading', { level: 1, name: /^Total/ }).textContent())
      .toContain('$10.60');
    await expectVisible(phone.page.getByText('Maya', { exact: true }).first());
    expect(await phone.page.getByLabel('Email').inputValue()).toBe('guest@example.com');
    await fillPayment(phone.page, { number: CARD.captured });
    await phone.page.getByRole('button', { name: 'Pay $10.60' }).click();
    await expectPath(phone.page, '/U500/review');
    // Paid once, the kept tip's amount: the failed 3-D Secure attempt captured nothing.
    expect(capturedTotals()).toEqual([...before, 1060]);
  });

  it('the failure screen at 320 px: its ways forward fit without sideways scrolling', async () => {
    await phone.page.setViewportSize({ width: 320, height: 640 });
    await phone.page.goto(`${product.app.url}/external?redirectData=%7Bnope&redirectResult=x`);
    await expectPath(phone.page, '/external/error-external');
    await expectSupportLink(phone.page);
    expect(await scrollsSideways(phone.page)).toBe(false);
    expect(await smallTargets(phone.page)).toEqual([]);
  });
});

/** A return address as the provider would send it, carrying `tipAgainUrl`, for a payment not found. */
function returnWith(tipAgainUrl: string): string {
  const data = {
    steps: ['review', 'success'],
    code: 'U500',
    tipAgainUrl,
    paymentReferenceId: 'no-such-payment',
  };
  return `/external?redirectData=${encodeURIComponent(JSON.stringify(data))}&redirectResult=x`;
}

describe('point 7: only same-origin paths ever navigate', () => {
  it('hostile tip-again URLs are refused quietly: Tip again lands on the code’s start', async () => {
    const hostile = [
      '/\t/evil.example/',
      '/\n/evil.example/',
      `${product.app.url}//evil.example/`,
      '/\\evil.example/',
      'https://evil.example/U500',
    ];
    for (const url of hostile) {
      const requested: string[] = [];
      const listener = (request: { url(): string }): void => {
        if (new URL(request.url()).hostname === 'evil.example') requested.push(request.url());
      };
      phone.page.on('request', listener);
      await phone.page.goto(`${product.app.url}${returnWith(url)}`);
      await expectPath(phone.page, '/external/error-external');
      await phone.page.getByRole('button', { name: 'Tip again' }).click();
      await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
      await expectVisible(phone.page.getByRole('heading', { name: 'Maya' }));
      expect(new URL(phone.page.url()).origin).toBe(product.app.url);
      expect(requested).toEqual([]);
      phone.page.off('request', listener);
    }
  });

  it('a same-origin tip-again path is followed', async () => {
    await phone.page.goto(`${product.app.url}${returnWith(`${product.app.url}/L100`)}`);
    await expectPath(phone.page, '/external/error-external');
    await phone.page.getByRole('button', { name: 'Tip again' }).click();
    await expectPath(phone.page, '/L100/users');
  });
});

/** The step dots as drawn: how many, and which one is active. */
async function dots(page: Page): Promise<{ count: number; active: number }> {
  return page.locator('.step-dots').evaluate((list) => {
    const items = Array.from(list.querySelectorAll('.step-dots__dot'));
    return {
      count: items.length,
      active: items.findIndex((dot) => dot.classList.contains('step-dots__dot--active')),
    };
  });
}

describe('point 8: the step dots keep their count while the guest walks on', () => {
  it('A400: four dots from Choose a location to payment', async () => {
    await phone.page.goto(`${product.app.url}/A400`);
    await expectPath(phone.page, '/A400/locations');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 0 });
    await phone.page.getByRole('button', { name: /Lumen Salon & Spa/ }).click();
    await expectPath(phone.page, '/A400/users');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 0 });
    await phone.page.getByRole('button', { name: 'Maya', exact: true }).click();
    await expectPath(phone.page, '/A400/proposed-tip-beauty/500');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 1 });
    await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(phone.page, '/A400/payment');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 2 });
    await fillPayment(phone.page, { number: CARD.captured });
    await phone.page.getByRole('button', { name: 'Pay $10.60' }).click();
    await expectPath(phone.page, '/A400/review');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 3 });
  });

  it('S300: four dots through a group, its person, the tip and payment', async () => {
    await phone.page.goto(`${product.app.url}/S300`);
    await expectPath(phone.page, '/S300/station');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 0 });
    await phone.page.getByRole('button', { name: 'Bartenders' }).click();
    await expectPath(phone.page, '/S300/group/301');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 0 });
    await phone.page.getByRole('button', { name: 'Alex K.' }).click();
    await expectPath(phone.page, '/S300/proposed-tip-beauty/504');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 1 });
    await phone.page.getByRole('button', { name: /\$5.*Great service/ }).click();
    await expectPath(phone.page, '/S300/payment');
    expect(await dots(phone.page)).toEqual({ count: 4, active: 2 });
  });
});
