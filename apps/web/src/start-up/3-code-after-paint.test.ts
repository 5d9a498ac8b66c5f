import { afterEach, describe, expect, it } from 'vitest';
import {
  afterFirstPaint,
  CODE_TEMPLATE_ID,
  FETCH_TEMPLATE_ID,
  loadTemplateCode,
} from './3-code-after-paint';

/** Frames and timers run by hand: `frame()` runs the callbacks of one animation frame. */
function manualWaiter() {
  let frameCallbacks: Array<() => void> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  return {
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    frame(): void {
      const due = frameCallbacks;
      frameCallbacks = [];
      due.forEach((callback) => callback());
    },
    timers,
  };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterFirstPaint', () => {
  it('resolves in the second frame: after the first one has painted', async () => {
    const waiter = manualWaiter();
    const painted = afterFirstPaint(waiter);
    expect(await settled(painted)).toBe(false);
    waiter.frame();
    expect(await settled(painted)).toBe(false);
    waiter.frame();
    expect(await settled(painted)).toBe(true);
  });

  it('resolves after its time when no frame comes (a tab in the background)', async () => {
    const waiter = manualWaiter();
    const painted = afterFirstPaint(waiter, 1000);
    expect(waiter.timers.map((timer) => timer.ms)).toEqual([1000]);
    expect(await settled(painted)).toBe(false);
    waiter.timers[0]!.callback();
    expect(await settled(painted)).toBe(true);
  });
});

describe('loadTemplateCode', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("adds the template's tags to the head as elements of their own, attributes and all", async () => {
    document.body.innerHTML = `<template id="${CODE_TEMPLATE_ID}"><script type="module" crossorigin fetchpriority="low" src="/assets/boot-1.js"></script><script type="module" src="/assets/runtime-2.js"></script></template>`;
    const parsed = document.querySelector('template')!.content.querySelector('script')!;

    await expect(loadTemplateCode(document)).resolves.toBe(2);

    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      '/assets/boot-1.js',
      '/assets/runtime-2.js',
    ]);
    expect(scripts[0]!.getAttribute('type')).toBe('module');
    expect(scripts[0]!.getAttribute('crossorigin')).toBe('');
    expect(scripts[0]!.getAttribute('fetchpriority')).toBe('low');
    // Made by the document, not moved out of the template: a parsed-inert script never runs.
    expect(scripts[0]).not.toBe(parsed);
    expect(document.getElementById(CODE_TEMPLATE_ID)).toBeNull();
  });

  it('adds the preloads of the template it is named, and leaves the code template waiting', async () => {
    document.body.innerHTML = [
      `<template id="${FETCH_TEMPLATE_ID}"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/boot-1.js"><link rel="preload" as="style" href="/assets/views-3.css"></template>`,
      `<template id="${CODE_TEMPLATE_ID}"><script type="module" src="/assets/boot-1.js"></script></template>`,
    ].join('');

    await expect(loadTemplateCode(document, FETCH_TEMPLATE_ID)).resolves.toBe(2);

    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/boot-1.js'],
      ['preload', '/assets/views-3.css'],
    ]);
    expect(links[0]!.getAttribute('fetchpriority')).toBe('low');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(document.getElementById(CODE_TEMPLATE_ID)).not.toBeNull();
  });

  it('adds one tag per task: the next after `between` has resolved', async () => {
    document.body.innerHTML = `<template id="${FETCH_TEMPLATE_ID}"><link rel="modulepreload" href="/a.js"><link rel="modulepreload" href="/b.js"></template>`;
    let release = (): void => undefined;
    const between = (): Promise<void> => new Promise((resolve) => (release = resolve));
    const added = loadTemplateCode(document, FETCH_TEMPLATE_ID, between);
    await Promise.resolve();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    release();
    await expect(added).resolves.toBe(2);
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });

  it('adds nothing to a page without the template, or with something else under its id', async () => {
    await expect(loadTemplateCode(document)).resolves.toBe(0);
    document.body.innerHTML = `<div id="${CODE_TEMPLATE_ID}"><script src="/assets/x.js"></script></div>`;
    await expect(loadTemplateCode(document)).resolves.toBe(0);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
