import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getPort } from '../src/lib/free-port';

const pgbouncer = '/usr/sbin/pgbouncer';
const deployFolder = path.resolve(import.meta.dirname, '../../../deploy');

/** `deploy/pgbouncer.ini` with some of its `key = value` lines replaced, as its header says a copy is made. */
export function withSettings(ini: string, settings: Record<string, string>): string {
  let copy = ini;
  for (const [key, value] of Object.entries(settings)) {
    const line = new RegExp(`^${key.replace(/[*]/g, '\\$&')} = .*$`, 'm');
    if (!line.test(copy)) throw new Error(`deploy/pgbouncer.ini has no '${key} = …' line`);
    copy = copy.replace(line, `${key} = ${value}`);
  }
  return copy;
}

/** The role's SCRAM verifier, as the deploy userlist asks for: PgBouncer then logs in as the client. */
async function scramSecret(adminUrl: string, role: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ secret: string }>(
      'SELECT rolpassword AS secret FROM pg_authid WHERE rolname = $1',
      [role],
    );
    return rows[0]!.secret;
  } finally {
    await client.end();
  }
}

/**
 * Debian's PgBouncer in front of the PostgreSQL at `adminUrl`, configured by `deploy/pgbouncer.ini` with
 * this test's port, folder and `poolSize`: `urlOf(url)` is the same database through the pooler. A
 * bundle that runs from elsewhere (the bench's) names the deploy folder itself.
 */
export async function startPgBouncer(adminUrl: string, poolSize: number, deploy = deployFolder) {
  if (!existsSync(pgbouncer)) {
    throw new Error(
      `PgBouncer is missing: run 'sudo apt-get install -y pgbouncer' (or npm test, which installs it as root).`,
    );
  }
  const server = new URL(adminUrl);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-pgbouncer-'));
  const port = await getPort();
  const ini = withSettings(await fs.readFile(path.join(deploy, 'pgbouncer.ini'), 'utf8'), {
    '*': `host=${server.hostname} port=${server.port}`,
    listen_port: String(port),
    default_pool_size: String(poolSize),
    auth_file: path.join(folder, 'userlist.txt'),
    logfile: path.join(folder, 'pgbouncer.log'),
    pidfile: path.join(folder, 'pgbouncer.pid'),
  });
  const user = decodeURIComponent(server.username);
  const userlist = await fs.readFile(path.join(deploy, 'userlist.txt'), 'utf8');
  await fs.writeFile(path.join(folder, 'pgbouncer.ini'), ini);
  await fs.writeFile(
    path.join(folder, 'userlist.txt'),
    `${userlist}"${user}" "${await scramSecret(adminUrl, user)}"\n`,
  );
  // PgBouncer refuses to run as root: as root it runs as the embedded PostgreSQL's own user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const args = [...(asRoot ? ['-u', 'postgres'] : []), path.join(folder, 'pgbouncer.ini')];
  const start = async () => {
    const child = spawn(pgbouncer, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitForPort(port, () => child.exitCode !== null).catch(async (error: Error) => {
      const log = await fs.readFile(path.join(folder, 'pgbouncer.log'), 'utf8').catch(() => '');
      throw new Error(`${error.message}\n${stderr}${log}`);
    });
    return child;
  };
  const stopChild = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  let child = await start();
  return {
    urlOf(url: string) {
      const through = new URL(url);
      through.port = String(port);
      return through.toString();
    },
    log: () => fs.readFile(path.join(folder, 'pgbouncer.log'), 'utf8'),
    /** Stops at once (clients' connections drop) and starts again on the same port, as a restart does. */
    restart: async () => {
      await stopChild('SIGTERM');
      child = await start();
    },
    stop: async () => {
      await stopChild('SIGTERM');
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, gaveUp: () => boolean) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (gaveUp()) throw new Error('PgBouncer exited at start');
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`PgBouncer did not listen on ${port}`);
}
