import type { Page } from 'playwright-core';

/** Roles a guest operates; each must carry an accessible name. */
const OPERABLE_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'checkbox',
  'radio',
  'combobox',
  'spinbutton',
  'searchbox',
  'switch',
  'slider',
  'menuitem',
  'tab',
]);

interface AxNode {
  readonly ignored?: boolean;
  readonly role?: { readonly value?: string };
  readonly name?: { readonly value?: string };
}

/** Operable nodes of the accessibility tree (Chromium's own computation) without a name. */
export async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    return nodes
      .filter((node) => !node.ignored && OPERABLE_ROLES.has(String(node.role?.value ?? '')))
      .filter((node) => String(node.name?.value ?? '').trim() === '')
      .map((node) => `unnamed ${String(node.role?.value)}`);
  } finally {
    await cdp.detach();
  }
}

/**
 * Every visible button, link, field and radio with a target smaller than `min`×`min` CSS px. A
 * checkbox's or radio's target is its label (the input itself may be visually hidden).
 */
export async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=radio], [role=button], [role=link], [role=checkbox]';
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const input = element instanceof HTMLInputElement ? element : null;
      const toggle = input !== null && (input.type === 'radio' || input.type === 'checkbox');
      const target: Element | null = toggle ? (input.labels?.[0] ?? element) : element;
      if (!target || !target.checkVisibility({ visibilityProperty: true })) continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
        const name =
          element.getAttribute('aria-label') ??
          input?.labels?.[0]?.textContent ??
          element.textContent ??
          '';
        problems.push(
          `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}" is ` +
            `${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return problems;
  }, min);
}

/** Whether the page scrolls sideways (it must not, at any width down to 320 px). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}

/** A short description of the focused element: its tag and accessible-ish name. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const input = el instanceof HTMLInputElement ? el : null;
    const name =
      el.getAttribute('aria-label') ??
      input?.labels?.[0]?.textContent ??
      (el.textContent || input?.value || '');
    return `${el.tagName.toLowerCase()}${input ? `[${input.type}]` : ''} ${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/**
 * Waits until a screen's heading has the focus, where a keyboard user starts: a landing the server
 * rendered shows its fields before its code is live, and the heading takes the focus once it is
 * (a key pressed before then would land on the markup, or be moved away by that focus).
 */
export async function headingFocused(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.localName === 'h1', null, {
    timeout: 5000,
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's description matches; fails after `max`. */
export async function tabTo(
  page: Page,
  match: RegExp,
  options: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < (options.max ?? 40); i += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (match.test(now)) return;
    seen.push(now);
  }
  throw new Error(`Tab never reached ${String(match)}; focus went through: ${seen.join(' → ')}`);
}

/**
 * Whether a real tap at the element's centre lands on it: scrolled into view, inside the viewport
 * and not covered by anything else.
 */
export async function tappable(page: Page, selectorText: string): Promise<boolean> {
  return page.evaluate((text) => {
    const button = [...document.querySelectorAll('button')].find((b) =>
      (b.textContent ?? '').replace(/\s+/g, ' ').includes(text),
    );
    if (!button) return false;
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && button.contains(hit);
  }, selectorText);
}

/**
 * What a long language breaks on a screen: sideways scrolling, text clipped by a box that hides
 * its overflow (or ellipsed), text pushed past the screen's edge, and controls, headings or
 * paragraphs covering one another (nested ones aside).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    }
    const visible = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };
    const name = (element: Element): string =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const hides = (overflow: string): boolean => overflow === 'hidden' || overflow === 'clip';
    for (const element of document.querySelectorAll('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!ownText || !visible(element)) continue;
      const style = getComputedStyle(element);
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      if ((hides(style.overflowX) || style.textOverflow === 'ellipsis') && wide) {
        problems.push(`clipped ${name(element)}`);
      } else if (hides(style.overflowY) && tall) {
        problems.push(`clipped ${name(element)}`);
      }
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 1 || box.left < -1) {
        problems.push(`past the edge ${name(element)}`);
      }
    }
    const blocks = [
      ...document.querySelectorAll('button, a, input, select, textarea, h1, h2, h3, p, label'),
    ].filter(visible);
    for (const [i, a] of blocks.entries()) {
      for (const b of blocks.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const width = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const height = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (width > 2 && height > 2) problems.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return problems;
  });
}
