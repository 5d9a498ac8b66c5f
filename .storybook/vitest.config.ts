import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';

const configDir = fileURLToPath(new URL('.', import.meta.url));

// Story tests: every story renders (and runs its play function) in a real headless Chromium.
export default defineProject({
  plugins: [storybookTest({ configDir })],
  optimizeDeps: {
    include: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom'],
  },
  test: {
    name: 'storybook',
    testTimeout: 20_000,
    // The story files share one page instead of a fresh frame each: every story renders its own
    // FakeApp on a fresh fake container. Isolated, the 35 files cost 126 CPU-s; shared, 49-56.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
