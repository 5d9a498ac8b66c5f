/**
 * A page the server rendered is on screen before any of its code is fetched (decision 0012): it
 * needs no code to paint, and on a slow phone 130 KB arriving, evaluated and hydrating would
 * compete with that paint. So the server puts the code's preloads and its scripts in two
 * `<template>`s (inert); the page's one script, this folder's entry (entry.ts, inline),
 * adds the preloads to the document once the page has painted, and the scripts after them.
 *
 * No imports: this and app/locale-warm-up.ts are the only code that runs before the first paint.
 */

/** The id of the `<template>` that holds a rendered page's code tags. */
export const CODE_TEMPLATE_ID = 'tipwell-code';

/** The id of the `<template>` that holds that code's preloads (fetched once the page has painted). */
export const FETCH_TEMPLATE_ID = 'tipwell-fetch';

/** The frames a page may take to paint before its code loads anyway (a hidden tab never paints). */
export interface PaintWaiter {
  readonly requestAnimationFrame: (callback: () => void) => unknown;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * Resolves once the browser has painted the page: a frame is painted after the callbacks of its
 * `requestAnimationFrame`, so the second frame's callback runs after the first one's paint. A tab
 * in the background has no frames: after `timeoutMs` it resolves anyway.
 */
export function afterFirstPaint(waiter: PaintWaiter = window, timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    waiter.requestAnimationFrame(() => waiter.requestAnimationFrame(() => resolve()));
    waiter.setTimeout(resolve, timeoutMs);
  });
}

/**
 * Gives the browser its main thread back (a frame, a tap, a response are handled) and goes on in
 * a task of its own. With `scheduler.yield()` the rest runs ahead of other waiting tasks: a
 * timer's task waits behind all of them, and the page's start-up yields a dozen times
 * (decision 0027); without it (Safari), a timer. main.ts keeps its own copy: a module both it and
 * this script imported would become a chunk this inline script must fetch.
 */
export function nextTask(
  scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler,
): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Adds the template's tags to the document's head as live elements (a `<script>` parsed inside a
 * `<template>` never runs; one made by `createElement` does), in order, one per task: each tag
 * starts a request, and the browser's work for one is 1–3 ms; nine in one task made a task of
 * 8–19 ms on this project's machine, one Lighthouse counts four times (decision 0027). Resolves
 * with how many it added; none when the page has no such template.
 */
export async function loadTemplateCode(
  document: Document,
  id = CODE_TEMPLATE_ID,
  between: () => Promise<void> = nextTask,
): Promise<number> {
  const template = document.getElementById(id);
  if (template?.localName !== 'template') return 0;
  const tags = [...(template as HTMLTemplateElement).content.children];
  template.remove();
  for (const [index, tag] of tags.entries()) {
    if (index > 0) await between();
    const element = document.createElement(tag.localName);
    for (const { name, value } of tag.attributes) element.setAttribute(name, value);
    document.head.append(element);
  }
  return tags.length;
}

/** On the control a tap landed on while the landing was inert: the views may take it from there. */
export const HELD_TAP_ATTRIBUTE = 'data-held-tap';

/**
 * A rendered landing is inert until its code is live (decision 0012), and a tap on inert markup
 * reaches no control. So the page's one script keeps the last tap on a control of the inert root
 * (found by where it landed: inert controls are no event's target) and marks it
 * (`data-held-tap`). The views take a marked control as they start, in the same task: a tip card
 * is chosen in the core and the next step rendered anew, any other control is tapped as they adopt
 * the markup (app/held-tap.ts, render-app.tsx, decision 0027); a tap held after that is tapped again
 * by this script once the views have made the root live, in a task of its own. The views adopt
 * the rendered markup (the same elements, now live); a screen rendered anew replaces them, and a
 * control no longer in the document is not tapped.
 */
export function holdTapsUntilLive(document: Document): void {
  let observer: MutationObserver | undefined;
  const held = (root: HTMLElement): HTMLElement | null =>
    root.querySelector<HTMLElement>(`[${HELD_TAP_ATTRIBUTE}]`);
  const hold = (event: MouseEvent): void => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('inert')) return;
    const control = [...root.querySelectorAll<HTMLElement>('button,a[href]')].find((candidate) => {
      const box = candidate.getBoundingClientRect();
      const { clientX: x, clientY: y } = event;
      return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    });
    if (control) {
      held(root)?.removeAttribute(HELD_TAP_ATTRIBUTE);
      control.setAttribute(HELD_TAP_ATTRIBUTE, '');
    }
    observer ??= new MutationObserver(() => {
      if (root.hasAttribute('inert')) return;
      observer?.disconnect();
      document.removeEventListener('click', hold, true);
      setTimeout(() => {
        const control = held(root);
        if (!control) return;
        control.removeAttribute(HELD_TAP_ATTRIBUTE);
        control.click();
      });
    });
    observer.observe(root, { attributes: true, attributeFilter: ['inert'] });
  };
  document.addEventListener('click', hold, true);
}
