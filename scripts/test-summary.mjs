// Prints Vitest's JSON report as the plain closing line CI reads: "N passed, N failed[, N skipped]".
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.tsbuild/vitest-report.json';
try {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
} catch {
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
}
