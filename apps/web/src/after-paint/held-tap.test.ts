import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_ATTRIBUTE, holdTapsUntilLive } from './page-code';
import { forgetHeldTap, replayHeldTap } from './replay-held-tap';

/** A rendered landing's root: three tip cards side by side, 100 px wide each, inert. */
function landing(): { root: HTMLElement; cards: HTMLButtonElement[] } {
  document.body.innerHTML =
    '<div id="root" inert><button>$5</button><button>$10</button><button>$15</button></div>';
  const root = document.getElementById('root')!;
  const cards = [...root.querySelectorAll('button')];
  cards.forEach((card, i) => {
    vi.spyOn(card, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: i * 100, y: 0, width: 100, height: 100 }),
    );
  });
  return { root, cards };
}

const tapAt = (x: number, y: number): void => {
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
};

describe('a tap held while the landing is inert', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('is kept as the tapped control, and tapped again once the views are live', () => {
    const { root, cards } = landing();
    stop = holdTapsUntilLive(document);
    tapAt(150, 50);
    expect(root.getAttribute(HELD_TAP_ATTRIBUTE)).toBe('1');
    const tapped = vi.fn();
    cards[1]!.addEventListener('click', tapped);
    root.removeAttribute('inert');
    const later: (() => void)[] = [];
    expect(replayHeldTap(root, (run) => later.push(run))).toBe(true);
    expect(tapped).not.toHaveBeenCalled(); // in a task of its own
    later.forEach((run) => run());
    expect(tapped).toHaveBeenCalledOnce();
    expect(root.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
  });

  it('keeps the last of several taps, and none that missed every control', () => {
    const { root } = landing();
    stop = holdTapsUntilLive(document);
    tapAt(50, 50);
    tapAt(250, 50);
    expect(root.getAttribute(HELD_TAP_ATTRIBUTE)).toBe('2');
    root.removeAttribute(HELD_TAP_ATTRIBUTE);
    tapAt(150, 500);
    expect(root.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
  });

  it('holds nothing once the root is live (the views answer taps themselves)', () => {
    const { root } = landing();
    stop = holdTapsUntilLive(document);
    root.removeAttribute('inert');
    tapAt(150, 50);
    expect(root.hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
  });

  it('is dropped, not replayed, when the views render anew', () => {
    const { root, cards } = landing();
    stop = holdTapsUntilLive(document);
    tapAt(150, 50);
    const tapped = vi.fn();
    cards[1]!.addEventListener('click', tapped);
    forgetHeldTap(root);
    expect(replayHeldTap(root, (run) => run())).toBe(false);
    expect(tapped).not.toHaveBeenCalled();
  });
});
