// `npm run insights`: the manager's report of the guests' journeys the sandbox's collector kept
// (decisions 0022, 0035). `--help` for the options.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openSqlite } from './db/sqlite';
import { sandboxDirectory } from './insights/directory';
import { InsightsRepository } from './insights/insights-repository';
import { buildReport } from './insights/insights-report';
import { formatInsightsText } from './insights/format-insights';

const USAGE = `Usage: npm run insights -- [options]

The guests' journeys and the tips they paid, from the sandbox's collector (SANDBOX_DB).

Options:
  --from DATE   first moment of the report (ISO date or time; default 30 days ago)
  --to DATE     end of the report (default now)
  --tz ZONE     the manager's time zone for dates and days (default ${Intl.DateTimeFormat().resolvedOptions().timeZone})
  --html FILE   also write the report as a page with charts to FILE
  --help        print this and exit
`;

/** A wrong invocation: one line on stderr, exit 2. */
function usageError(message: string): never {
  process.stderr.write(`insights: ${message} (see --help)\n`);
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        tz: { type: 'string' },
        html: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return usageError((error as Error).message.split('\n')[0] ?? 'unknown option');
  }
}

function isoOr(value: string | undefined, fallback: Date, name: string): string {
  const date = value === undefined ? fallback : new Date(value);
  if (Number.isNaN(date.getTime())) usageError(`--${name} is not a date`);
  return date.toISOString();
}

function timeZoneOr(value: string | undefined): string {
  const zone = value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    usageError('--tz is not a time zone');
  }
  return zone;
}

const values = options();
if (values.help === true) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const now = new Date();
const to = isoOr(values.to, new Date(now.getTime() + 1000), 'to');
const from = isoOr(values.from, new Date(now.getTime() - 30 * 24 * 3600 * 1000), 'from');
const timeZone = timeZoneOr(values.tz);
const dbPath =
  process.env['SANDBOX_DB'] ?? fileURLToPath(new URL('../data/sandbox.db', import.meta.url));

if (!existsSync(dbPath)) {
  console.log(`No sandbox database at ${dbPath} (start the sandbox first).`);
} else {
  const db = openSqlite(dbPath, { readonly: true });
  try {
    const report = buildReport(new InsightsRepository(db).between(from, to), {
      from,
      to,
      timeZone,
      directory: sandboxDirectory(db),
    });
    process.stdout.write(formatInsightsText(report));
    if (values.html !== undefined) {
      // Vega is loaded only for the page: the text report starts without it.
      const { formatInsightsHtml } = await import('./insights/insights-page');
      writeFileSync(values.html, await formatInsightsHtml(report));
      console.log(`\nWrote ${values.html}`);
    }
  } finally {
    db.close();
  }
}
