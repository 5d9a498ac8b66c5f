/**
 * Start-up step 3 (a rendered landing only): its code after its first paint (decision 0012). The
 * page needs no code to paint, and on a slow phone 130 KB arriving, evaluated and hydrating would
 * compete with that paint. So the server puts the code's preloads and scripts in two inert
 * `<template>`s, added once the page has painted, preloads first. No imports (landing-script.ts).
 * Saves (bench/history/stop-61-code-after-paint.md): the scripts' wait, /L100 blocking 69 ms; the
 * preloads' wait, Lighthouse's LCP (1.8–2.0 s without it). Costs the tap at paint 98–165 ms.
 */

/** The ids of the `<template>`s of a rendered page's scripts and of their preloads. */
export const CODE_TEMPLATE_ID = 'tipwell-code';
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

/** A task of its own: a timer (the inline script imports nothing, so not step 4's `nextTask`). */
const nextTag = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Adds the template's tags to the head as live elements (a `<script>` parsed in a `<template>`
 * never runs; one made by `createElement` does), one per task: in one task, a landing's nine tags
 * made a long task of 50–140 ms at 4× CPU (bench/history/issue-39-regression.md). Resolves with
 * how many it added.
 */
export async function loadTemplateCode(
  document: Document,
  id = CODE_TEMPLATE_ID,
  between: () => Promise<void> = nextTag,
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
