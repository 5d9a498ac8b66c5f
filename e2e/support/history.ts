import type { Page } from 'playwright-core';

/** The path once the app has stopped moving the address. */
async function stablePath(page: Page): Promise<string> {
  let last = '';
  for (let i = 0; i < 30; i++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = new URL(page.url()).pathname;
    if (now === last) return now;
    last = now;
  }
  return last;
}

/**
 * The path once the guest sees its step: the views live (the root no longer inert, start-up's shell
 * gone) with the step's heading, and the address no longer moving. Under load a reload's views can
 * take seconds; a Back and a Forward pressed before then are two moves the app never saw.
 */
export async function settledPath(page: Page): Promise<string> {
  for (;;) {
    const path = await stablePath(page);
    if (!path.startsWith('/')) return path; // left the app (about:blank)
    await page
      .locator('#root:not([inert]):not(:has(.boot-shell)) h1')
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 });
    if ((await stablePath(page)) === path) return path;
  }
}

/** One step of a flow up to its payment step: its path and the guest's way on from it. */
export interface FlowStep {
  readonly path: string;
  readonly next: (page: Page) => Promise<void>;
}

const fillStay = async (page: Page): Promise<void> => {
  await page.getByLabel('Room number').fill('1204');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByRole('button', { name: 'Next' }).click();
};
const fillNights = async (page: Page): Promise<void> => {
  await page.getByRole('textbox', { name: 'Number of nights' }).fill('4');
  await page.getByRole('button', { name: 'Next' }).click();
};
const goAhead = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /^Go ahead, tip/ }).click();
};
const tenGreat = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /\$10.*Great/ }).click();
};
const last = async (): Promise<void> => {};

/** The steps of four flows up to payment, and the address each is opened at. */
export const FLOW_STEPS: Record<string, { readonly open: string; readonly steps: FlowStep[] }> = {
  U500: {
    open: '/U500',
    steps: [
      { path: '/U500/proposed-tip-beauty/500', next: tenGreat },
      { path: '/U500/payment', next: last },
    ],
  },
  L100: {
    open: '/L100',
    steps: [
      {
        path: '/L100/users',
        next: (page) =>
          page
            .getByRole('button', { name: /Jordan/ })
            .first()
            .click(),
      },
      { path: '/L100/proposed-tip-beauty/501', next: tenGreat },
      { path: '/L100/payment', next: last },
    ],
  },
  L200: {
    open: '/L200',
    steps: [
      {
        path: '/L200/department',
        next: (page) => page.getByRole('button', { name: 'Housekeeping' }).click(),
      },
      { path: '/L200/guest-verification', next: fillStay },
      { path: '/L200/nights', next: fillNights },
      { path: '/L200/proposed-tip-hospitality', next: goAhead },
      { path: '/L200/payment', next: last },
    ],
  },
  P201: {
    open: '/P201',
    steps: [
      { path: '/P201/guest-verification', next: fillStay },
      { path: '/P201/nights', next: fillNights },
      { path: '/P201/proposed-tip-hospitality', next: goAhead },
      { path: '/P201/payment', next: last },
    ],
  },
};
