// `npm run sandbox:report`: prints the payments (with tips) and reviews of SANDBOX_DB, read-only.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openSqlite } from './db/sqlite';
import { formatReport } from './report/format-report';

const USAGE = `Usage: npm run sandbox:report [-- --help]

Prints every payment the sandbox holds (status, card, each tip with its fee apart and the hotel
guest's last name, room and nights) and every review, from SANDBOX_DB (default apps/sandbox/data/sandbox.db).
`;

let help = false;
try {
  help =
    parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true }).values.help ===
    true;
} catch (error) {
  process.stderr.write(`sandbox:report: ${(error as Error).message.split('\n')[0]} (see --help)\n`);
  process.exit(2);
}
if (help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const dbPath =
  process.env['SANDBOX_DB'] ?? fileURLToPath(new URL('../data/sandbox.db', import.meta.url));

if (!existsSync(dbPath)) {
  console.log(`No sandbox database at ${dbPath} (start the sandbox first).`);
} else {
  const db = openSqlite(dbPath, { readonly: true });
  try {
    console.log(`Sandbox database ${dbPath}\n`);
    process.stdout.write(formatReport(db));
  } finally {
    db.close();
  }
}
