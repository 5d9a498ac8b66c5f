import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // Two test files at a time, whatever the machine: Vitest's default on CI's two cores is one
    // (cores − 1), which ran the 1,161 s suite file after file with one core idle half the time.
    // An end-to-end file keeps about one core busy (its browser and server), so two files fill two
    // cores; more only queue. TIPWELL_TEST_WORKERS overrides it on a bigger machine (decision 0040).
    maxWorkers: Number(process.env.TIPWELL_TEST_WORKERS ?? 2),
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '.tsbuild/vitest-report.json' }]]
      : ['default'],
  },
});
