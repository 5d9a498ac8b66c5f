import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_FLOW, type FlowState } from '../state/flow-store';
import { addressMove, type SyncedEntry } from './address-move';
import { navigate, showsBackArrow } from './navigation';
import type { StepName } from './step-name';

/** The flows' steps as their codes walk them (the intent's first step has two tip users). */
const FLOWS: Record<string, { steps: StepName[]; subSteps: number }> = {
  U500: { steps: ['proposed-tip-beauty', 'payment', 'review', 'success'], subSteps: 1 },
  L100: { steps: ['users', 'proposed-tip-beauty', 'payment', 'review', 'success'], subSteps: 1 },
  L200: {
    steps: [
      'department',
      'guest-verification',
      'nights',
      'proposed-tip-hospitality',
      'payment',
      'success',
    ],
    subSteps: 1,
  },
  P201: {
    steps: ['guest-verification', 'nights', 'proposed-tip-hospitality', 'payment', 'success'],
    subSteps: 1,
  },
  'a QR intent': { steps: ['proposed-tip-intent', 'payment', 'success'], subSteps: 2 },
};

const pathOf = (flow: FlowState): string =>
  `/${flow.steps[flow.index]}${flow.subStep > 0 ? `/${flow.subStep}` : ''}`;

interface Entry {
  readonly path: string;
  /** The position the router stored with the entry (history.state.idx). */
  readonly position: number;
}

/**
 * A tab: its history (kept across a reload, as browsers keep it) and the app in it (the flow,
 * restored from storage after a reload, and the in-memory last synced entry, lost on a reload).
 */
class Tab {
  entries: Entry[];
  at = 0;
  flow: FlowState;
  last: SyncedEntry | null;
  left = false;
  readonly seen: string[] = [];

  constructor(flow: FlowState) {
    this.flow = flow;
    this.entries = [{ path: pathOf(flow), position: 0 }];
    this.last = { path: pathOf(flow), position: 0, index: flow.index, subStep: flow.subStep };
  }

  get entry(): Entry {
    return this.entries[this.at]!;
  }

  /** The address sync, run as the app runs it after each change, until nothing changes. */
  sync(pop: boolean): void {
    for (let round = 0; round < 10; round++) {
      const expected = pathOf(this.flow);
      const move = addressMove({ expected, at: this.entry, pop, last: this.last, flow: this.flow });
      switch (move.kind) {
        case 'synced':
          this.last = { ...this.entry, index: this.flow.index, subStep: this.flow.subStep };
          return;
        case 'back':
          this.flow = navigate(this.flow, { type: 'previous' });
          break;
        case 'undo':
          this.at += move.delta;
          pop = true;
          break;
        case 'push':
          this.entries = [...this.entries.slice(0, this.at + 1), { path: expected, position: 0 }];
          this.at += 1;
          this.entries[this.at] = { path: expected, position: this.at };
          pop = false;
          break;
        case 'replace':
          this.entries[this.at] = { path: expected, position: this.entry.position };
          pop = false;
          break;
      }
    }
    throw new Error('the address never settled');
  }

  record(): void {
    this.seen.push(this.left ? 'left the app' : `${pathOf(this.flow)} @ ${this.entry.path}`);
  }
}

type Op = 'next' | 'back' | 'forward' | 'reload';

/** Plays the guest's moves; what the tab shows after each (the flow's screen @ the address). */
function play(flowName: string, moves: readonly Op[]): string[] {
  const { steps, subSteps } = FLOWS[flowName]!;
  const tab = new Tab({ ...INITIAL_FLOW, steps, subStepCount: subSteps });
  const shown: string[] = [];
  for (const op of moves) {
    const before = tab.flow;
    const hadBack = showsBackArrow(before);
    if (tab.left) {
      shown.push('left the app');
      continue;
    }
    if (op === 'next') {
      const step = tab.flow.steps[tab.flow.index];
      // Review and success are left by their own buttons, not by a next step.
      if (step !== 'review' && step !== 'success') {
        tab.flow = navigate(tab.flow, { type: 'next' });
        tab.sync(false);
      }
    } else if (op === 'back') {
      if (tab.at === 0) tab.left = true;
      else {
        tab.at -= 1;
        tab.sync(true);
      }
      // Back is the flow's back: it never stays where the flow has one, nor leaves the app then.
      if (hadBack) {
        expect(tab.left).toBe(false);
        expect(tab.flow).toEqual(navigate(before, { type: 'previous' }));
      } else if (!tab.left) expect(tab.flow).toBe(before);
    } else if (op === 'forward') {
      if (tab.at < tab.entries.length - 1) {
        tab.at += 1;
        tab.sync(true);
      }
      // The flow has no forward: the steps ahead were undone by the back that left them.
      expect(tab.flow).toBe(before);
    } else {
      // A reload: the flow comes back from storage; the app knows the loaded entry as synced
      // when the flow resumed exactly there. The history, positions included, is the browser's.
      tab.last =
        tab.entry.path === pathOf(tab.flow)
          ? { ...tab.entry, index: tab.flow.index, subStep: tab.flow.subStep }
          : null;
      tab.sync(false);
      expect(tab.flow).toBe(before);
    }
    if (!tab.left) expect(tab.entry.path).toBe(pathOf(tab.flow));
    shown.push(tab.left ? 'left the app' : `${pathOf(tab.flow)} @ ${tab.entry.path}`);
  }
  return shown;
}

const moves = fc.array(fc.constantFrom<Op>('next', 'next', 'back', 'forward', 'reload'), {
  maxLength: 30,
});

describe('Back and Forward against the flow (addressMove, fc over a tab)', () => {
  for (const name of Object.keys(FLOWS)) {
    it(`${name}: random Back / Forward / reload sequences show the same steps with and without the reloads`, () => {
      fc.assert(
        fc.property(moves, (sequence) => {
          const withReloads = play(name, sequence).filter((_, i) => sequence[i] !== 'reload');
          const without = play(
            name,
            sequence.filter((op) => op !== 'reload'),
          );
          expect(withReloads).toEqual(without);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('a Forward after a Back is sent back, not taken as a second Back', () => {
    expect(play('L100', ['next', 'next', 'back', 'forward', 'back'])).toEqual([
      '/proposed-tip-beauty @ /proposed-tip-beauty',
      '/payment @ /payment',
      '/proposed-tip-beauty @ /proposed-tip-beauty',
      '/proposed-tip-beauty @ /proposed-tip-beauty',
      '/users @ /users',
    ]);
  });
});
