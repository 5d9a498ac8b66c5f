import type { StorybookConfig } from '@storybook/react-vite';
import { compileCatalogs } from '../apps/web/tooling/compile-catalogs.ts';

// Written by hand (no `storybook init`: it downloads browsers). Offline: no telemetry, no CDN.
const config: StorybookConfig = {
  stories: ['../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The message catalogs arrive compiled, as in the app's own build.
  viteFinal: (vite) => ({ ...vite, plugins: [compileCatalogs(), ...(vite.plugins ?? [])] }),
  staticDirs: [{ from: '../apps/web/public', to: '/' }],
};

export default config;
