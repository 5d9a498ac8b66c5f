import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One worker runs file after file without importing the app again: each test starts and closes
    // its own servers and databases (measured: sandbox and server together 94 CPU-s isolated, 62
    // shared).
    isolate: false,
    testTimeout: 20_000,
  },
});
