import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.tsbuild/vitest-report.json' }]]
      : ['default'],
  },
});
