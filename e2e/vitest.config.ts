import { defineProject } from 'vitest/config';

// End-to-end tests: the real product (built web app + sandbox) in a real headless Chromium at phone
// size. Each file starts its own server and sandbox on free ports and a temporary database, so files
// run beside each other and beside the other projects, in the workers the root config allows.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // A worker runs file after file without starting again: each file owns its product, browser
    // and temporary data (started and stopped in its hooks), and nothing in e2e/ or the sandbox
    // keeps state between files. Re-importing Playwright, the sandbox and Fastify for every file
    // cost about 4 CPU-seconds a file (6 files: 125 against 97 CPU-s).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
