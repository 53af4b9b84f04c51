import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDemoKeys } from '@dappx/contracts/demo-keys';
import type { DemoChainsAnswer } from '../../src/lib/demo-chains';
import { demoChainsAsConfiguredEnv } from '../real-chains-env';
import { envLines, readReplicaUnit } from './service-unit';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const deployFolder = path.join(repoRoot, 'deploy');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process with what it printed, and a way to wait for its end. */
export type Running = { child: ChildProcess; output: () => string; exited: Promise<unknown> };

/** Every process the cluster test started: killed when the test's process ends, however it ends. */
const started = new Set<ChildProcess>();
process.once('exit', () => started.forEach((child) => child.kill('SIGKILL')));

function watched(child: ChildProcess): Running {
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, output: () => output.slice(-4000), exited };
}

/** Ends `running` with `signal` unless it already ended; waits for its end. */
export async function stopProcess(running: Running | undefined, signal: NodeJS.Signals = 'SIGKILL') {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill(signal);
  await running.exited;
}

/**
 * One demo chains process for the whole cluster (the store's own, src/demo-chains-process.ts), with
 * fresh keys: the replicas take it as configured chains, as production takes its real ones.
 */
export async function startSharedChains() {
  const running = watched(
    fork(path.join(repoRoot, 'apps/server/dist/demo-chains-process.js'), [], {
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    }),
  );
  const keys = generateDemoKeys();
  const answer = await new Promise<DemoChainsAnswer>((resolve, reject) => {
    running.child.once('message', (message) => resolve(message as DemoChainsAnswer));
    void running.exited.then(() => reject(new Error(`the chains exited:\n${running.output()}`)));
    running.child.send({ keys, l1Port: 0, l2Port: 0, l1bPort: 0, blockIntervalMs: 1000 });
  });
  if ('failed' in answer) throw new Error(`the chains did not start: ${answer.failed}`);
  return { running, env: demoChainsAsConfiguredEnv({ ...answer.started, keys }) };
}

/** Polls `url` until it answers 200, or throws after `timeoutMs` with what `output` says. */
export async function waitReady(url: string, running: Running, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`exited before ready:\n${running.output()}`);
    const status = await fetch(url).then(
      async (response) => (response.status === 200 ? 200 : `${response.status} ${await response.text()}`),
      (error: Error) => error.message,
    );
    if (status === 200) return;
    last = status;
    await sleep(200);
  }
  throw new Error(`${url} not ready in ${timeoutMs} ms (last: ${last}):\n${running.output()}`);
}

/**
 * A replica as systemd runs `deploy/dappx@.service` for instance `port`: its ExecStart in its
 * WorkingDirectory (this checkout stands for /opt/dappx), with its EnvironmentFile (written here as
 * `envFile`, standing for /etc/dappx.env) and Environment (`stateRoot` standing for /var/lib/dappx),
 * and nothing else of the test's environment.
 */
export function replicaOf(envFile: string, stateRoot: string, port: number) {
  const unit = readReplicaUnit(path.join(deployFolder, 'dappx@.service'), String(port));
  const unitEnv = Object.fromEntries(
    Object.entries(unit.environment).map(([key, value]) => [
      key,
      value.replace(/^\/var\/lib\/dappx/, stateRoot),
    ]),
  );
  if (unitEnv.DATA_DIR) mkdirSync(unitEnv.DATA_DIR, { recursive: true });
  const start = () =>
    watched(
      spawn(unit.program, unit.args, {
        cwd: unit.workingDirectory === '/opt/dappx' ? repoRoot : unit.workingDirectory,
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          ...envLines(readFileSync(envFile, 'utf8')),
          ...unitEnv,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
  return { unit, start, url: `http://127.0.0.1:${port}` };
}

/** HAProxy from `deploy/haproxy.cfg` as it is, its addresses given in the environment it reads them from. */
export function startHaproxy(listenPort: number, replicaPorts: number[]): Running {
  const env: Record<string, string> = { DAPPX_LISTEN: `127.0.0.1:${listenPort}` };
  replicaPorts.forEach((port, index) => (env[`DAPPX_REPLICA_${index + 1}`] = `127.0.0.1:${port}`));
  return watched(
    spawn('/usr/sbin/haproxy', ['-f', path.join(deployFolder, 'haproxy.cfg')], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}
