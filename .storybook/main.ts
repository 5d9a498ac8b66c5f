import type { StorybookConfig } from '@storybook/react-vite';

// Written by hand (no `storybook init`: it downloads browsers). Offline: no telemetry, no CDN.
const config: StorybookConfig = {
  stories: ['../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  staticDirs: [{ from: '../apps/web/public', to: '/' }],
};

export default config;
