import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_ATTRIBUTE, holdTapsUntilLive } from './1-hold-taps';
import { takeHeldTap } from './5-views-live';

/** A rendered landing's root: three tip cards side by side, 100 px wide each, inert. */
function landing(): { root: HTMLElement; cards: HTMLButtonElement[]; tapped: number[] } {
  document.body.innerHTML =
    '<div id="root" inert><button>$5</button><button>$10</button><button>$15</button></div>';
  const root = document.getElementById('root')!;
  const cards = [...root.querySelectorAll('button')];
  const tapped: number[] = [];
  cards.forEach((card, i) => {
    vi.spyOn(card, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: i * 100, y: 0, width: 100, height: 100 }),
    );
    card.addEventListener('click', () => tapped.push(i));
  });
  holdTapsUntilLive(document);
  return { root, cards, tapped };
}

const tapAt = (x: number, y: number): void => {
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
};

/** Lets the MutationObserver's callback run (a microtask), not the timers. */
const observed = (): Promise<void> => Promise.resolve();

describe('a tap held while the landing is inert', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is tapped again, in a task of its own, once the views make the root live', async () => {
    const { root, tapped } = landing();
    tapAt(150, 50);
    await observed();
    vi.runAllTimers();
    expect(tapped).toEqual([]);
    root.removeAttribute('inert');
    await observed();
    expect(tapped).toEqual([]);
    vi.runAllTimers();
    expect(tapped).toEqual([1]);
    tapAt(150, 50); // live now: the page's script holds nothing more
    vi.runAllTimers();
    expect(tapped).toEqual([1]);
  });

  it('keeps the last of several taps, and none that missed every control', async () => {
    const { root, tapped } = landing();
    tapAt(50, 50);
    tapAt(250, 50);
    tapAt(150, 500);
    root.removeAttribute('inert');
    await observed();
    vi.runAllTimers();
    expect(tapped).toEqual([2]);
  });

  it('taps nothing when the views rendered the screen anew (the held card is gone)', async () => {
    const { root, cards, tapped } = landing();
    tapAt(150, 50);
    cards.forEach((card) => card.remove());
    root.removeAttribute('inert');
    await observed();
    vi.runAllTimers();
    expect(tapped).toEqual([]);
  });

  it('marks the control it holds, the last one only', () => {
    const { root, cards } = landing();
    tapAt(150, 50);
    expect(cards.map((card) => card.hasAttribute(HELD_TAP_ATTRIBUTE))).toEqual([
      false,
      true,
      false,
    ]);
    tapAt(250, 50);
    expect(cards.map((card) => card.hasAttribute(HELD_TAP_ATTRIBUTE))).toEqual([
      false,
      false,
      true,
    ]);
    expect(root.querySelectorAll('[data-held-tap]')).toHaveLength(1);
  });

  it('is not tapped again once the views have taken it as they started', async () => {
    const { root, cards, tapped } = landing();
    tapAt(150, 50);
    // The views take the held control, make the root live and tap it themselves (render-app.tsx).
    const taken = takeHeldTap(root);
    expect(taken).toBe(cards[1]);
    expect(cards[1]!.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
    root.removeAttribute('inert');
    taken?.click();
    await observed();
    vi.runAllTimers();
    expect(tapped).toEqual([1]);
  });

  it('leaves the views nothing to take when no tap was held', () => {
    const { root } = landing();
    expect(takeHeldTap(root)).toBeNull();
  });
});
