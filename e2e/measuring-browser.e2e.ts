import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launcherFlags } from '../bench/lighthouse';
import {
  CHROMIUM_PATH,
  commandLineOf,
  IDLE_BROWSER_UI_FEATURES,
  launchChromium,
  phoneContext,
  withDisabledFeatures,
} from './support/browser';

// The browsers the tests and the bench measure with: no browser UI loads beside the page under test
// (decision 0027), and the switches Playwright and chrome-launcher set themselves are kept.

const disabledFeatures = (args: readonly string[]): string[][] =>
  args
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));

describe('withDisabledFeatures', () => {
  it('joins the features to the last --disable-features, once each', () => {
    expect(
      withDisabledFeatures(['--a', '--disable-features=X', '--disable-features=Y,Z'], ['Z', 'W']),
    ).toEqual({ drop: '--disable-features=Y,Z', add: '--disable-features=Y,Z,W' });
  });

  it('makes a switch when there is none', () => {
    expect(withDisabledFeatures(['--a'], ['W'])).toEqual({
      drop: null,
      add: '--disable-features=W',
    });
  });
});

describe('the measuring browsers', () => {
  it("Playwright's Chromium opens no omnibox WebUI for a context, and keeps Playwright's switches", async () => {
    const plain = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox'],
    });
    const playwrights = disabledFeatures(await commandLineOf(plain));
    await plain.close();
    const browser = await launchChromium();
    try {
      const session = await browser.newBrowserCDPSession();
      const context = await phoneContext(browser);
      await (await context.newPage()).goto('about:blank');
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.filter((target) => target.type !== 'page')).toEqual([]);
      const ours = disabledFeatures(await commandLineOf(browser));
      expect(ours).toHaveLength(1);
      expect(ours[0]).toEqual(
        expect.arrayContaining([...playwrights.flat(), ...IDLE_BROWSER_UI_FEATURES]),
      );
    } finally {
      await browser.close();
    }
  });

  it("Lighthouse's Chromium gets chrome-launcher's switches and one --disable-features", () => {
    const flags = launcherFlags();
    const lists = disabledFeatures(flags);
    expect(lists).toHaveLength(1);
    expect(lists[0]).toEqual(expect.arrayContaining(['Translate', ...IDLE_BROWSER_UI_FEATURES]));
    expect(flags).toEqual(expect.arrayContaining(['--disable-extensions', '--headless=new']));
  });
});
