import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneContext, watchPage } from './support/browser';
import { useProduct } from './support/session';

// A page the server renders may be drawn before all of its HTML has been parsed: a network
// packet ends, or the parser's time slice does (a loaded phone). The footer, at the bottom of a
// short screen, was once drawn with its first line only and rose from 737 to 679 px at 390×844
// when the second came (CLS 0.02). So no frame shows part of the server's markup (decision 0049),
// and the markup is the views' own. Here the page reaches the browser in parts, pausing where a
// packet could end (inside the language menu, the header, the screen and the footer), at 4x CPU:
// nothing moves from the first paint until the views are live and have settled.

const product = useProduct();

/** Where the landing's HTML pauses: just after the first occurrence of each. */
const PAUSES = [
  '<option value="es-US"',
  'class="app-header__name"',
  '</h1>',
  '<footer class="app-footer"><p>',
  '</a></p>',
] as const;
const PAUSE_MS = 250;

/**
 * A server in front of the product that sends a landing's HTML in parts (uncompressed, so the
 * cuts fall where they are meant to) and everything else as the product answers it.
 */
let inParts: Server;
let inPartsUrl = '';
beforeAll(async () => {
  const target = new URL(product.app.url);
  inParts = createServer((incoming, outgoing) => {
    const landing = incoming.headers['sec-fetch-dest'] === 'document';
    const headers = { ...incoming.headers, host: target.host };
    if (landing) headers['accept-encoding'] = 'identity';
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        if (!landing) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const html = Buffer.concat(parts);
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          const cuts = PAUSES.map((mark) => {
            const at = html.indexOf(mark);
            return at < 0 ? -1 : at + mark.length;
          }).filter((at) => at > 0);
          void (async () => {
            let sent = 0;
            for (const cut of [...cuts.sort((a, b) => a - b), html.length]) {
              outgoing.write(html.subarray(sent, cut));
              sent = cut;
              await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
            }
            outgoing.end();
          })();
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => inParts.listen(0, '127.0.0.1', resolve));
  inPartsUrl = `http://127.0.0.1:${(inParts.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => inParts.close(() => resolve())));

interface Shift {
  readonly at: number;
  readonly value: number;
  readonly sources: readonly string[];
}

/** Records every layout shift of the page, with the elements that moved and how. */
function recordShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { shifts: Shift[] }).shifts = shifts;
  const name = (node: Node | null): string =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
      : '#text';
  const box = (rect: DOMRectReadOnly): string =>
    [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n)).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as {
        value: number;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      };
      shifts.push({
        at: Math.round(entry.startTime),
        value: shift.value,
        sources: shift.sources.map(
          (s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts of a load, once the views are live and two frames later (nothing left to move). */
async function shiftsOf(page: Page): Promise<Shift[]> {
  await expect
    .poll(() => page.locator('#root').evaluate((root) => root.hasAttribute('inert')), {
      timeout: 15_000,
    })
    .toBe(false);
  await page.waitForTimeout(500);
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { shifts: Shift[] }).shifts)),
        ),
      ),
  );
}

describe('a landing rendered by the server, its HTML arriving in parts at 4x CPU', () => {
  const loads = [
    { path: '/L100', width: 390, locale: 'en-US' },
    { path: '/S300', width: 390, locale: 'en-US' },
    { path: '/U500', width: 320, locale: 'de-DE' },
    { path: '/P201', width: 320, locale: 'ar' },
  ] as const;

  it.each(loads)('$path at $width px in $locale moves nothing', async ({ path, width, locale }) => {
    const context = await phoneContext(product.browser, {
      viewport: { width, height: 844 },
      locale,
    });
    const page = await context.newPage();
    const watched = watchPage(page);
    await page.addInitScript(recordShifts);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${inPartsUrl}${path}`);
    // The page was the server's (not the static shell), in the guest's language.
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    const shifts = await shiftsOf(page);
    // Zero, not a small bound: the server's markup is the page's final layout from the first
    // paint, so nothing on it has any reason to move.
    expect(shifts).toEqual([]);
    expect(watched.errors).toEqual([]);
    await context.close();
  });
});
