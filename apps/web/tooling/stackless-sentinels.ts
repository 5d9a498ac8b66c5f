import type { Plugin } from 'vite';

/** React DOM's production client, as React 19 ships it. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The objects React DOM makes at module evaluation to throw and catch inside itself (a component
 * that suspends, a hydration mismatch, a selective hydration): never shown, compared by identity.
 */
const REACT_SENTINELS = [
  'HydrationMismatchException = Error(formatProdErrorMessage(519))',
  'SuspenseException = Error(formatProdErrorMessage(460))',
  'SuspenseyCommitException = Error(formatProdErrorMessage(474))',
  'SuspenseActionException = Error(formatProdErrorMessage(542))',
  'SelectiveHydrationException = Error(formatProdErrorMessage(461))',
] as const;

const HELPER = '__tipwellSentinel';

/**
 * React DOM's five sentinel errors, made without a stack (decision 0027). While a debugger or
 * automation is attached (DevTools, Lighthouse and PageSpeed Insights, Playwright), V8 records a
 * detailed stack for every Error made, and so re-parses the code on that stack for its source
 * positions: for these five, made as the views' chunk is evaluated, that was all of React DOM
 * and the chunk itself, 85 of the 101 ms the evaluation took at 4× CPU in a trace, on every
 * load measured in the lab. A guest's browser records no such stack and never paid it; the lab
 * figures now leave it out too. Each sentinel stays an `Error` (its prototype, its message) and
 * keeps its identity; only its `stack` is gone.
 *
 * The build fails if React DOM no longer has exactly these five, so that an upgrade is looked at.
 */
export function stacklessSentinels(): Plugin {
  return {
    name: 'tipwell:stackless-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      let patched = code;
      for (const sentinel of REACT_SENTINELS) {
        const found = patched.split(sentinel).length - 1;
        if (found !== 1) {
          throw new Error(
            `stacklessSentinels: React DOM has ${found} of "${sentinel}" (expected 1); see decision 0027`,
          );
        }
        patched = patched.replace(sentinel, sentinel.replace('Error(', `${HELPER}(`));
      }
      // Appended (a declaration is hoisted): React's lines keep their numbers. The client build
      // writes no source maps.
      const helper =
        `\nfunction ${HELPER}(message) {\n` +
        '  var sentinel = Object.create(Error.prototype);\n' +
        '  sentinel.message = message;\n' +
        '  return sentinel;\n' +
        '}\n';
      return { code: `${patched}${helper}`, map: null };
    },
  };
}
