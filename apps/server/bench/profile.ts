import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres, throwawayDataDir } from '../src/db/embedded-postgres';
import { getPort } from '../src/lib/free-port';
import { load } from './load';
import { benchEnvironment, distinctSearch, seedTenThousandApps, waitFor } from './process';
import { loadTransfers, signUp } from './transfers';

/**
 * `npm run bench:profile`: where the API's time goes under the bench's load, one call at a time
 * (maintenance read, distinct searches, transfers), each in its own API process run with --cpu-prof.
 * Prints the share of on-CPU samples per package (ours by function) and keeps the .cpuprofile files
 * (open them in Chrome DevTools or speedscope for the flame graph).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
// BENCH_ONLY=transfers profiles the transfers alone.
const onlyTransfers = process.env.BENCH_ONLY === 'transfers';
const here = path.dirname(fileURLToPath(import.meta.url));
const profilesDir = path.resolve(process.env.BENCH_PROFILE_DIR ?? 'bench-profiles');

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
};
type CpuProfile = { nodes: ProfileNode[] };

/** Where a sample was: a package under node_modules, node itself, V8's own work, or our function. */
function placeOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName || '(anonymous)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return `ours: ${functionName || '(anonymous)'}`;
}

function summarise(profile: CpuProfile) {
  const hits = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const place = placeOf(node.callFrame);
    if (place === '(idle)') continue;
    busy += node.hitCount ?? 0;
    hits.set(place, (hits.get(place) ?? 0) + (node.hitCount ?? 0));
  }
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 14)
    .map(([place, count]) => ({ place, 'share of busy samples': `${((100 * count) / busy).toFixed(1)} %` }));
}

async function profileOne(
  name: string,
  databaseUrl: string,
  dataDir: string,
  drive: (url: string) => Promise<unknown>,
) {
  const port = await getPort();
  const dir = path.join(profilesDir, name);
  await fs.rm(dir, { recursive: true, force: true });
  const api = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, path.join(here, '..', 'main.js')],
    {
      env: { ...process.env, ...benchEnvironment({ databaseUrl, dataDir, port }) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`);
  await drive(url);
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  const [file] = await fs.readdir(dir);
  console.log(`\n${name} (${path.join(dir, file!)}):`);
  console.table(summarise(JSON.parse(await fs.readFile(path.join(dir, file!), 'utf8')) as CpuProfile));
}

const dataDir = await throwawayDataDir('dappx-profile');
const postgres = await startEmbeddedPostgres({ dataDir, port: await getPort(), durable: false });
try {
  const options = { connections, seconds };
  if (!onlyTransfers) {
    await profileOne('maintenance-read', postgres.url, dataDir, (url) =>
      load('maintenance', `${url}/settings/getMaintenanceMode`, options),
    );
    await seedTenThousandApps(postgres.url);
    await profileOne('search-distinct', postgres.url, dataDir, (url) =>
      load('search', `${url}/v1/search`, options, distinctSearch),
    );
  }
  await profileOne('transfers', postgres.url, dataDir, async (url) => {
    const sessions: string[] = [];
    for (let index = 0; index < connections; index += 1)
      sessions.push((await signUp(url, `profile${index}`)).session);
    await loadTransfers(url, sessions, connections, seconds);
  });
} finally {
  await postgres.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
