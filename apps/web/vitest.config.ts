import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compileCatalogs } from './tooling/compile-catalogs.ts';

export default defineProject({
  plugins: [compileCatalogs(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    css: false,
    // One worker's jsdom and imports serve many files; src/test-setup.ts gives each file a fresh
    // start (modules, document, address, storage, timers).
    isolate: false,
    // Above test-setup.ts's 5 s for findBy/waitFor, so a slow wait fails on its own message.
    testTimeout: 15_000,
  },
});
