import { defineProject } from 'vitest/config';

// End-to-end tests: the real product (built web app + sandbox) in a real headless Chromium at phone
// size. One file at a time: each starts its own server on a temporary database.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
