import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  focused,
  headingFocused,
  scrollsSideways,
  smallTargets,
  tabTo,
  tappable,
  unnamedControls,
} from './support/a11y-checks';
import { withPhonePage } from './support/browser';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { useProduct } from './support/session';

// WCAG 2.2 AA (decision 0011): names and 44×44 targets, keyboard-only, reflow at 320 px, 200 % text, reduced
// motion, alerts taking focus. (axe runs per screen in the flow files.)

const product = useProduct();

function withPage(
  run: (page: Page, context: BrowserContext) => Promise<void>,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<void> {
  return withPhonePage(product.browser, options, run);
}

type ScreenName = 'proposed tip' | 'payment' | 'review' | 'thank-you';

/** Walks the U500 flow with taps, calling `onScreen` once each screen is ready. */
async function walkU500(
  page: Page,
  onScreen: (screen: ScreenName) => Promise<void>,
): Promise<void> {
  await page.goto(`${product.app.url}/U500`);
  await expectPath(page, '/U500/proposed-tip-beauty/500');
  await expectVisible(page.getByText('Select a tip for your stylist'));
  await onScreen('proposed tip');
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
  await expectPath(page, '/U500/payment');
  await fillPayment(page, { number: CARD.captured });
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
  await onScreen('payment');
  await pay.click();
  await expectPath(page, '/U500/review');
  await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
  await onScreen('review');
  await page.getByRole('radio', { name: '5 Stars' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectPath(page, '/U500/success');
  await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
  await onScreen('thank-you');
}

type HotelScreen = 'guest verification' | 'nights' | 'proposed tip (hotel)' | 'payment (hotel)';

/** Walks the P201 flow (Harbor View housekeeping) with taps up to the payment form. */
async function walkP201(
  page: Page,
  onScreen: (screen: HotelScreen) => Promise<void>,
): Promise<void> {
  await page.goto(`${product.app.url}/P201`);
  await expectPath(page, '/P201/guest-verification');
  await expectVisible(page.getByLabel('Room number'));
  await page.getByLabel('Room number').fill('1204');
  await page.getByLabel('Last name').fill('Rivera');
  await onScreen('guest verification');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectPath(page, '/P201/nights');
  await expectVisible(page.getByRole('heading', { name: /How many nights/ }));
  await onScreen('nights');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectPath(page, '/P201/proposed-tip-hospitality');
  await expectVisible(page.getByRole('button', { name: /^Go ahead, tip/ }));
  await onScreen('proposed tip (hotel)');
  await page.getByRole('button', { name: /^Go ahead, tip/ }).click();
  await expectPath(page, '/P201/payment');
  await fillPayment(page, { number: CARD.captured });
  await expect.poll(() => page.getByRole('button', { name: /^Pay \$/ }).isEnabled()).toBe(true);
  await onScreen('payment (hotel)');
}

/** The primary action of each U500 screen (text on the button). */
const PRIMARY: Record<ScreenName, string> = {
  'proposed tip': '$10',
  payment: 'Pay $',
  review: 'Submit',
  'thank-you': 'Tip again',
};

describe('accessibility: every control named and at least 44×44', () => {
  it('on each screen of the U500 flow', async () => {
    await withPage(async (page) => {
      const problems: string[] = [];
      await walkU500(page, async (screen) => {
        for (const p of await unnamedControls(page)) problems.push(`${screen}: ${p}`);
        for (const p of await smallTargets(page)) problems.push(`${screen}: ${p}`);
      });
      expect(problems).toEqual([]);
    });
  });

  it('on each screen of the P201 flow up to the payment form', async () => {
    await withPage(async (page) => {
      const problems: string[] = [];
      await walkP201(page, async (screen) => {
        for (const p of await unnamedControls(page)) problems.push(`${screen}: ${p}`);
        for (const p of await smallTargets(page)) problems.push(`${screen}: ${p}`);
      });
      expect(problems).toEqual([]);
    });
  });

  it('on the landings of L100, S300, P201, /qr/100/tab-42 and not-found, as built today', async () => {
    await withPage(async (page) => {
      const problems: string[] = [];
      for (const path of ['/L100', '/S300', '/P201', '/qr/100/tab-42', '/L999']) {
        await page.goto(`${product.app.url}${path}`);
        await expectVisible(page.locator('h1').first());
        for (const p of await unnamedControls(page)) problems.push(`${path}: ${p}`);
        for (const p of await smallTargets(page)) problems.push(`${path}: ${p}`);
      }
      expect(problems).toEqual([]);
    });
  });

  it('the size check fails on a small control (it can fail)', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.app.url}/L999`);
      await expectVisible(page.locator('h1').first());
      await page.evaluate(() => {
        const tiny = document.createElement('button');
        tiny.style.cssText = 'width:20px;height:20px;min-width:0;min-height:0;padding:0';
        document.body.append(tiny);
      });
      expect(await smallTargets(page)).toContainEqual(expect.stringContaining('20×20'));
      expect(await unnamedControls(page)).toContain('unnamed button');
    });
  });
});

describe('accessibility: keyboard alone', () => {
  it('completes the U500 flow with Tab, Shift+Tab, arrows, Space and Enter', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.app.url}/U500`);
      await expectPath(page, '/U500/proposed-tip-beauty/500');
      await expectVisible(page.getByText('Select a tip for your stylist'));
      await headingFocused(page);

      await tabTo(page, /^button .*\$10(?!\d)/);
      await page.keyboard.press('Enter');
      await expectPath(page, '/U500/payment');
      const pay = page.getByRole('button', { name: /^Pay \$/ });
      await expectVisible(pay);

      const typeInto = async (label: RegExp, text: string): Promise<void> => {
        await tabTo(page, label);
        await page.keyboard.type(text);
      };
      await typeInto(/^input\[email\]/, 'guest@example.com');
      await typeInto(/Name on card/, 'Alex Guest');
      await typeInto(/Card number/, CARD.captured);
      await typeInto(/Expiry date/, '12/34');
      await typeInto(/CVC/, '123');
      await typeInto(/Postal code/, '94105');
      // Back to the fee checkbox and forth again: Shift+Tab works through the same order.
      await tabTo(page, /Card number/, { backwards: true });
      await tabTo(page, /^button Pay \$/);
      await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
      await page.keyboard.press('Enter');

      await expectPath(page, '/U500/review');
      await expectVisible(page.getByRole('heading', { name: 'Rate your service' }));
      await tabTo(page, /^input\[radio\]/);
      for (let i = 0; i < 6 && !/5 Stars/.test(await focused(page)); i += 1) {
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('Space');
      expect(await page.getByRole('radio', { name: '5 Stars' }).isChecked()).toBe(true);
      await tabTo(page, /^button Submit/);
      await page.keyboard.press('Enter');

      await expectPath(page, '/U500/success');
      await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
      await tabTo(page, /^button Tip again/);
    });
    const captured = product.app.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'",
    )[0]!.n;
    expect(captured).toBeGreaterThan(0);
  });
});

describe('accessibility: keyboard alone (hotel)', () => {
  it('completes the P201 flow with the keyboard: verification, nights, tip, card form, Pay', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.app.url}/P201`);
      await expectPath(page, '/P201/guest-verification');
      await expectVisible(page.getByLabel('Room number'));
      await headingFocused(page);
      await tabTo(page, /Room number/);
      await page.keyboard.type('1204');
      await tabTo(page, /Last name/);
      await page.keyboard.type('Rivera');
      await tabTo(page, /^button Next/);
      await page.keyboard.press('Enter');

      await expectPath(page, '/P201/nights');
      // The screen's code may still be on its way: a keyboard user waits for it, as the U500 flow does.
      await expectVisible(page.getByRole('textbox', { name: 'Number of nights' }));
      await tabTo(page, /^button .*More nights/);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      expect(await page.getByRole('textbox', { name: 'Number of nights' }).inputValue()).toBe('3');
      await tabTo(page, /^button Next/);
      await page.keyboard.press('Enter');

      await expectPath(page, '/P201/proposed-tip-hospitality');
      await expectVisible(page.getByRole('button', { name: /^Go ahead, tip \$15/ }));
      await tabTo(page, /^button Go ahead, tip \$15/);
      await page.keyboard.press('Enter');

      await expectPath(page, '/P201/payment');
      await expectVisible(page.getByRole('button', { name: /^Pay \$/ }));
      const typeInto = async (label: RegExp, text: string): Promise<void> => {
        await tabTo(page, label);
        await page.keyboard.type(text);
      };
      await typeInto(/^input\[email\]/, 'guest@example.com');
      await typeInto(/Name on card/, 'Alex Guest');
      await typeInto(/Card number/, CARD.captured);
      await typeInto(/Expiry date/, '12/34');
      await typeInto(/CVC/, '123');
      await typeInto(/Postal code/, '94105');
      await tabTo(page, /^button Pay \$15\.75/);
      await page.keyboard.press('Enter');
      await expectPath(page, '/P201/success');
      await expectVisible(page.getByRole('heading', { name: 'Thank you' }));
    });
  });
});

describe('accessibility: reflow and zoom', () => {
  it('no horizontal scrolling at 320 px on any U500 or P201 screen', async () => {
    await withPage(
      async (page) => {
        const wide: string[] = [];
        const check = async (screen: string): Promise<void> => {
          if (await scrollsSideways(page)) wide.push(screen);
        };
        await walkU500(page, check);
        await walkP201(page, check);
        expect(wide).toEqual([]);
      },
      { viewport: { width: 320, height: 640 } },
    );
  });

  it('at 200 % text the primary action of each screen is visible and tappable, nothing scrolls sideways', async () => {
    await withPage(async (page) => {
      const problems: string[] = [];
      const check = async (screen: string, primary: string): Promise<void> => {
        // Through the CSSOM (the CSP refuses injected <style>): the text-size setting of a phone.
        await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
        const rootSize = await page.evaluate(() =>
          parseFloat(getComputedStyle(document.documentElement).fontSize),
        );
        if (rootSize < 32) problems.push(`${screen}: text not zoomed (${rootSize}px)`);
        if (await scrollsSideways(page)) problems.push(`${screen}: scrolls sideways`);
        if (!(await tappable(page, primary))) problems.push(`${screen}: primary hidden`);
      };
      await walkU500(page, (screen) => check(screen, PRIMARY[screen]));
      await walkP201(page, (screen) =>
        check(
          screen,
          screen === 'proposed tip (hotel)'
            ? 'Go ahead'
            : screen === 'payment (hotel)'
              ? 'Pay $'
              : 'Next',
        ),
      );
      expect(problems).toEqual([]);
    });
  });
});

describe('accessibility: motion', () => {
  async function spinnerAnimations(page: Page): Promise<{ boot: string; app: string }> {
    // The exchange is held back so both spinners can be read on a deeper QR address, which the
    // server leaves to the browser: the static shell's (scripts refused) and the app's (scripts
    // allowed, the services delayed).
    const entry = `${product.app.url}/qr/100/tab-42`;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${entry}/payment`);
    const boot = await page
      .locator('.boot-spinner')
      .evaluate(
        (el) => `${getComputedStyle(el).animationName} ${getComputedStyle(el).animationDuration}`,
      );
    await page.unroute('**/assets/*.js');
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${entry}/payment`);
    // Read in one go: the views may replace the server's spinner with their own meanwhile.
    const ringAnimation = () =>
      page.evaluate(() => {
        const ring = document.querySelector('.spinner__ring');
        if (!ring) return '';
        return `${getComputedStyle(ring).animationName} ${getComputedStyle(ring).animationDuration}`;
      });
    await expect.poll(ringAnimation).toMatch(/^\S+ \S+$/);
    const appSpinner = await ringAnimation();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    return { boot, app: appSpinner };
  }

  it('spinners turn by default and stand still under prefers-reduced-motion', async () => {
    await withPage(async (page) => {
      const moving = await spinnerAnimations(page);
      expect(moving.boot).toMatch(/^boot-spin /);
      expect(moving.app).toMatch(/^spinner-turn /);
    });
    await withPage(async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const still = await spinnerAnimations(page);
      expect(still.boot).toMatch(/^none /);
      expect(still.app).toMatch(/^none /);
    });
  });
});

describe('accessibility: alerts and dialogs take focus', () => {
  it('Payment Failed is an alertdialog with a name, focused', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.app.url}/U500`);
      await expectPath(page, '/U500/proposed-tip-beauty/500');
      await page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(page, '/U500/payment');
      await fillPayment(page, { number: CARD.refused });
      const pay = page.getByRole('button', { name: /^Pay \$/ });
      await expect.poll(() => pay.isEnabled(), { timeout: 10_000 }).toBe(true);
      await pay.click();
      const alert = page.getByRole('alertdialog', { name: 'Payment Failed' });
      await expectVisible(alert);
      expect(await alert.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await alert.getAttribute('aria-describedby')).toBeTruthy();
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('button', { name: 'Try again' }));
    });
  });

  it('the generous-tip confirmation is an alertdialog with a name, focused', async () => {
    await withPage(async (page) => {
      await page.goto(`${product.app.url}/U500`);
      await expectPath(page, '/U500/proposed-tip-beauty/500');
      await page.getByLabel('Have a custom tip amount in mind?').fill('150');
      await page.getByRole('button', { name: 'Next' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Wow, a generous tip' });
      await expectVisible(dialog);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    });
  });
});
