// `npm run test:cluster`: the deployment in deploy/ as it runs (PostgreSQL, PgBouncer, three replicas
// from the systemd unit, HAProxy), a minute of mixed load with a kill -9, a drain and a pooler restart,
// then the books checked (apps/server/test/cluster/). Arguments go on to Vitest (npm test passes its
// JSON report's file this way).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServices } from './ensure-services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureServices();
// The replicas run the built server and serve the built web app's pages and files.
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--quiet'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'apps/server/vitest.cluster.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
