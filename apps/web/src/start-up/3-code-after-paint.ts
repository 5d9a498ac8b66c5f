/**
 * Start-up step 3 (a rendered landing only): its code after its first paint. The page the server
 * rendered is on screen before any of its code is fetched (decision 0012): it needs no code to
 * paint, and on a slow phone 130 KB arriving, evaluated and hydrating would compete with that
 * paint. So the server puts the code's preloads and its scripts in two `<template>`s (inert); the
 * page's one script (landing-script.ts, inline) adds the preloads once the page has painted, and
 * the scripts after them. No imports: the inline script imports nothing.
 * Saves on the guest's row (/L100, paired, a loaded machine; bench/history/issue-39-tricks.md):
 * blocking 1,047 ms median (IQR +44…+1,928), LCP 978 ms (IQR −912…+2,025).
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

/** A task of its own: a timer (the inline script imports nothing, so not step 4's `nextTask`). */
const nextTag = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Adds the template's tags to the document's head as live elements (a `<script>` parsed inside a
 * `<template>` never runs; one made by `createElement` does), in order, one per task (`between`
 * runs between two tags): added in one task, a landing's nine tags made one long task of
 * 50–140 ms at 4x CPU on the guest's row (bench/history/issue-39-regression.md). Resolves with
 * how many it added; none when the page has no such template.
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
