// `npm run insights`: the manager's report of the guests' journeys the sandbox's collector kept
// (decision 0022). Options: --from DATE --to DATE (ISO; default the last 30 days), --by kind|location,
// --html FILE (the same with charts).
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { InsightsRepository } from './insights/insights-repository';
import { buildReport, type GroupBy } from './insights/insights-report';
import { formatInsightsHtml, formatInsightsText } from './insights/format-insights';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    by: { type: 'string', default: 'kind' },
    html: { type: 'string' },
  },
});

function isoOr(value: string | undefined, fallback: Date): string {
  const date = value === undefined ? fallback : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${value ?? ''}`);
  return date.toISOString();
}

const dbPath =
  process.env['SANDBOX_DB'] ?? fileURLToPath(new URL('../data/sandbox.db', import.meta.url));
const groupBy: GroupBy = values.by === 'location' ? 'location' : 'kind';
const now = new Date();
const to = isoOr(values.to, new Date(now.getTime() + 1000));
const from = isoOr(values.from, new Date(now.getTime() - 30 * 24 * 3600 * 1000));

if (!existsSync(dbPath)) {
  console.log(`No sandbox database at ${dbPath} (start the sandbox first).`);
} else {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const report = buildReport(new InsightsRepository(db).between(from, to), { from, to, groupBy });
    process.stdout.write(formatInsightsText(report));
    if (values.html !== undefined) {
      writeFileSync(values.html, formatInsightsHtml(report));
      console.log(`\nWrote ${values.html}`);
    }
  } finally {
    db.close();
  }
}
