// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const frameworks = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  'inversify',
  'reflect-metadata',
];
const providers = ['@adyen/*', 'fetch-retry'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-ssr',
      '**/.tsbuild',
      'storybook-static',
      'apps/sandbox/data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export names explicitly (no export *).' },
      ],
    },
  },
  {
    // The core is framework-free: no React, DI container, provider SDK, fetch or browser globals.
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      // The core logs through its Logger port (ports/logger.ts), never to a host's console.
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: frameworks, message: 'packages/core stays framework-free.' },
            { group: providers, message: 'Providers and HTTP live in packages/adapters.' },
            {
              group: ['@tipwell/adapters', '@tipwell/web', '@tipwell/sandbox'],
              message: 'The core depends on nothing.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'fetch',
          'location',
          'XMLHttpRequest',
          'process',
        ].map((name) => ({
          name,
          message: 'packages/core touches no host global: go through a port.',
        })),
      ],
    },
  },
  {
    files: ['packages/adapters/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'inversify'],
              message: 'Adapters know no UI framework.',
            },
            { group: ['@tipwell/web'], message: 'Adapters do not depend on the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/di/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tipwell/adapters', '@tipwell/adapters/*'],
              message: 'Only the composition root (apps/web/src/di/) imports adapters.',
            },
            {
              group: ['@adyen/*', 'fetch-retry', 'inversify'],
              message: 'Providers, HTTP and the container belong to adapters and apps/web/src/di/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/di/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  prettier,
);
