// `npm run sandbox:report`: prints the payments (with tips) and reviews of SANDBOX_DB, read-only.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { formatReport } from './report/format-report';

const dbPath =
  process.env['SANDBOX_DB'] ?? fileURLToPath(new URL('../data/sandbox.db', import.meta.url));

if (!existsSync(dbPath)) {
  console.log(`No sandbox database at ${dbPath} (start the sandbox first).`);
} else {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    console.log(`Sandbox database ${dbPath}\n`);
    process.stdout.write(formatReport(db));
  } finally {
    db.close();
  }
}
