// Prints Vitest's JSON report as the plain closing line CI reads: "N passed, N failed[, N skipped]".
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.tsbuild/vitest-report.json';
try {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  // Failed tests, and each file that failed with no failed test of its own (it did not load, or a
  // hook failed). Vitest's numFailedTestSuites also counts every describe around a failed test.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  const failed = (report.numFailedTests ?? 0) + brokenFiles;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
} catch {
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
}
