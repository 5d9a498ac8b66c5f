import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentStep, type Tipping } from '@tipwell/core';
import { createFakeContainer, createFakeWorld, tippingOf } from '../di/fake-services';
import { FakeApp } from '../testing/fake-app';
import { chooseHeldTip, TIP_LEVEL_ATTRIBUTE } from './5-views-live';

/** A core on the demo world, and the tab's history as the held tap leaves it. */
function guestAt(): {
  core: Tipping;
  calls: string[];
  history: Parameters<typeof chooseHeldTip>[2];
} {
  const core = tippingOf(createFakeContainer(createFakeWorld()));
  const calls: string[] = [];
  const history = {
    state: { from: 'the page' },
    replaceState: (state: unknown, _: string, url?: string | URL | null) =>
      calls.push(`replace ${String(url)} ${JSON.stringify(state)}`),
    pushState: (state: unknown, _: string, url?: string | URL | null) =>
      calls.push(`push ${String(url)} ${JSON.stringify(state)}`),
  };
  return { core, calls, history };
}

function card(level: string | null): HTMLButtonElement {
  const button = document.createElement('button');
  if (level !== null) button.setAttribute(TIP_LEVEL_ATTRIBUTE, level);
  return button;
}

describe('a tip card tapped while the landing was inert', () => {
  it('is chosen in the core, and the address moves as the views move it for that tap', async () => {
    const { core, calls, history } = guestAt();
    await core.entry.openCode('U500');
    expect(chooseHeldTip(card('medium'), core, history)).toBe(true);
    expect(currentStep(core.flow.store.getSnapshot())).toBe('payment');
    expect(core.tips.store.getSnapshot().tips.map((tip) => tip.amount)).toEqual([1000]);
    // The tips' step in place of the loaded address (kept state), the payment step pushed: Back
    // returns to the tips. Each entry carries its position, as the router's do.
    expect(calls).toEqual([
      'replace /U500/proposed-tip-beauty/500 {"from":"the page","idx":0}',
      'push /U500/payment {"usr":null,"key":"held-tap","idx":1}',
    ]);
  });

  it.each([null, '', 'custom', 'Medium', 'medium ', '__proto__'])(
    'leaves a control that names no proposed level (%j) to the views, changing nothing',
    async (level) => {
      const { core, calls, history } = guestAt();
      await core.entry.openCode('U500');
      const flow = core.flow.store.getSnapshot();
      expect(chooseHeldTip(card(level), core, history)).toBe(false);
      expect(core.flow.store.getSnapshot()).toBe(flow);
      expect(calls).toEqual([]);
    },
  );

  it('leaves the tap to the views when the choice leads nowhere (no landing open)', () => {
    const { core, calls, history } = guestAt();
    const flow = core.flow.store.getSnapshot();
    expect(chooseHeldTip(card('high'), core, history)).toBe(false);
    expect(core.flow.store.getSnapshot()).toBe(flow);
    expect(calls).toEqual([]);
  });
});

describe('which cards name their level', () => {
  it("the beauty proposal's, whose tap is the core's choice and nothing else", async () => {
    render(<FakeApp path="/U500" />);
    await screen.findByRole('heading', { name: 'Maya' });
    const levels = ['$5 Good', '$10 Great', '$20 Amazing'].map((name) =>
      screen.getByRole('button', { name }).getAttribute(TIP_LEVEL_ATTRIBUTE),
    );
    expect(levels).toEqual(['low', 'medium', 'high']);
  });

  it("not an intent's, whose tap also marks the card chosen on its screen", async () => {
    render(<FakeApp path="/qr/100/tab-42" />);
    const cards = await screen.findAllByRole('button', { pressed: false });
    expect(cards.length).toBeGreaterThan(0);
    expect(document.querySelectorAll(`[${TIP_LEVEL_ATTRIBUTE}]`)).toHaveLength(0);
  });
});
