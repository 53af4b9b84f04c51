// Writes a migration that applies the ledger's current SQL (apps/server/src/modules/ledger/ledger.sql):
// `node scripts/ledger-migration.mjs 0057_ledger_sql`. Add its entry to migrations/meta/_journal.json by
// hand. The ledger's test (ledger-sql.test.ts) checks that the newest such migration matches the file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const tag = process.argv[2];
if (!tag || !/^\d{4}_[a-z0-9_]+$/.test(tag)) {
  console.error('usage: node scripts/ledger-migration.mjs NNNN_name');
  process.exit(1);
}
const header =
  '-- Written by scripts/ledger-migration.mjs from src/modules/ledger/ledger.sql: change that file, not this one.\n';
const current = readFileSync(path.join(server, 'src', 'modules', 'ledger', 'ledger.sql'), 'utf8');
writeFileSync(path.join(server, 'migrations', `${tag}.sql`), header + current);
