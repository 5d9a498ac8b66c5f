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

/**
 * What no file of the server may import, its tests included (ARCHITECTURE.md, Layers). The
 * typescript-eslint form of no-restricted-imports, for `allowTypeImports`.
 */
const SERVER_IMPORTS = [
  {
    regex: '^@tipwell/core(?!/vocabulary$)(/.*)?$',
    message: 'The server imports only @tipwell/core/vocabulary of the core.',
  },
  {
    group: [
      '@tipwell/adapters',
      '@tipwell/adapters/*',
      '@tipwell/web',
      '@tipwell/web/*',
      '!@tipwell/web/render-landing',
    ],
    message: 'The server reads the web build at run time, never its source.',
  },
  {
    // The renderer it loads at run time is typed from its module: types only, erased from the build.
    group: ['@tipwell/web/render-landing'],
    allowTypeImports: true,
    message: 'The server loads the web renderer at run time; it imports its types only.',
  },
];

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
    // The server we deploy (ARCHITECTURE.md, Layers): of the core only its vocabulary entry; never
    // the adapters, the app's code or the sandbox (its tests start one: test files may import it).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test-support/**'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...SERVER_IMPORTS,
            {
              group: ['@tipwell/sandbox', '@tipwell/sandbox/*'],
              message: 'The sandbox is never deployed: only the server’s tests start one.',
            },
            { group: ['**/packages/*', '**/apps/*'], message: 'Import a workspace by its name.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/test-support/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [...SERVER_IMPORTS],
        },
      ],
    },
  },
  {
    // The services' stand-in (ARCHITECTURE.md, Layers): the core (its rules, lists, demo world),
    // never the adapters, the app or the server.
    files: ['apps/sandbox/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: frameworks, message: 'The sandbox knows no UI framework or container.' },
            { group: providers, message: 'The sandbox is the provider: it uses no provider SDK.' },
            {
              group: [
                '@tipwell/adapters',
                '@tipwell/adapters/*',
                '@tipwell/web',
                '@tipwell/web/*',
                '@tipwell/server',
                '@tipwell/server/*',
              ],
              message: 'The sandbox stands in for the services: it imports the core only.',
            },
            { group: ['**/packages/*', '**/apps/*'], message: 'Import a workspace by its name.' },
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
