// `npm run fuzz`: the fuzz test of the suite (apps/server/test/fuzz.test.ts) with many more requests,
// printing the answers' counts by status and by route. `npm run fuzz -- 50000` or FUZZ_RUNS=50000 sets
// the number of requests (20000 by default); FUZZ_SEED=n replays a run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '20000';
if (!/^[1-9]\d*$/.test(runs)) {
  process.stderr.write(`The number of requests must be a positive whole number, not "${runs}".\n`);
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/test/fuzz.test.ts', '--testNamePattern', 'below 500'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: runs } },
);
process.exit(result.status ?? 1);
