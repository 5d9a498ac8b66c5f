import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phoneContext } from './support/browser';
import { expectPath } from './support/guest';
import { FLOW_STEPS, settledPath, type FlowStep } from './support/history';
import { useProduct } from './support/session';

// Issue 38, point 5, as a model test in the browser whose history it is about (the rule alone:
// packages/core/src/flow/address-move.test.ts). Random Next / Back / Forward / reload sequences on
// U500, L100, L200 and P201 up to payment, each in a fresh tab, against a model that knows nothing
// of reloads: the steps must be the same with and without them. Back is the flow's back (never from
// the first step: that leaves the app); Forward after a Back is sent back (the flow has no forward).
// Bounded: one random sequence of up to six presses per flow and run (fast-check prints its seed
// on a failure); two per flow took 101 s at a load average of 19 on 2 cores, one about half that.

const product = useProduct();

interface Model {
  at: number;
  /** The tab has an entry after the current one (a Back made it; a step forward drops it). */
  forward: boolean;
}

interface Real {
  readonly page: Page;
  readonly steps: readonly FlowStep[];
}

type Press = fc.AsyncCommand<Model, Real>;

async function expectStep(real: Real, model: Model, after: string): Promise<void> {
  expect(await settledPath(real.page), after).toBe(real.steps[model.at]!.path);
}

class Next implements Press {
  check = (model: Readonly<Model>): boolean => model.at < this.last;
  constructor(private readonly last: number) {}
  async run(model: Model, real: Real): Promise<void> {
    await real.steps[model.at]!.next(real.page);
    model.at += 1;
    model.forward = false;
    await expectStep(real, model, 'Next');
  }
  toString = (): string => 'Next';
}

class Back implements Press {
  check = (model: Readonly<Model>): boolean => model.at > 0;
  async run(model: Model, real: Real): Promise<void> {
    await real.page.goBack();
    model.at -= 1;
    model.forward = true;
    await expectStep(real, model, 'Back');
  }
  toString = (): string => 'Back';
}

class Forward implements Press {
  check = (model: Readonly<Model>): boolean => model.forward;
  async run(model: Model, real: Real): Promise<void> {
    await real.page.goForward();
    await expectStep(real, model, 'Forward');
  }
  toString = (): string => 'Forward';
}

class Reload implements Press {
  check = (): boolean => true;
  async run(model: Model, real: Real): Promise<void> {
    await real.page.reload();
    await expectStep(real, model, 'reload');
  }
  toString = (): string => 'reload';
}

describe('Back, Forward and reload against a model of the steps (Chromium, fc.commands)', () => {
  for (const [code, flow] of Object.entries(FLOW_STEPS)) {
    it(`${code}: the steps do not depend on reloads`, async () => {
      const last = flow.steps.length - 1;
      const presses = fc.commands(
        [
          fc.constant(new Next(last)),
          fc.constant(new Back()),
          fc.constant(new Forward()),
          fc.constant(new Reload()),
        ],
        { maxCommands: 6 },
      );
      await fc.assert(
        fc.asyncProperty(presses, async (sequence) => {
          const context = await phoneContext(product.browser);
          try {
            const page = await context.newPage();
            await page.goto(`${product.app.url}${flow.open}`);
            await expectPath(page, flow.steps[0]!.path);
            await fc.asyncModelRun(
              () => ({ model: { at: 0, forward: false }, real: { page, steps: flow.steps } }),
              sequence,
            );
          } finally {
            await context.close();
          }
        }),
        // A browser run is seconds long: no shrinking, the failing sequence is printed as is.
        { numRuns: 1, endOnFailure: true },
      );
    }, 120_000);
  }
});
