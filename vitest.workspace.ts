// The test projects. Vitest ≥ 4 no longer reads this file by itself: vitest.config.ts imports it.
export const projects = [
  'packages/core',
  'packages/adapters',
  'apps/sandbox',
  'apps/server',
  'apps/web',
  '.storybook',
  'e2e',
];
export default projects;
