import { readFileSync } from 'node:fs';

/**
 * What `deploy/dappx@.service` tells systemd about one replica: its command, folder, environment and
 * how it is stopped. The cluster test starts its replicas from this, so the unit is the tested one.
 */
export type ReplicaUnit = {
  program: string;
  args: string[];
  workingDirectory: string;
  environmentFile: string;
  environment: Record<string, string>;
  killSignal: NodeJS.Signals;
  timeoutStopMs: number;
  restartMs: number;
};

/** The `[Service]` section's `Key=Value` lines, a key given more than once keeping each value. */
function serviceSettings(unitText: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const raw of unitText.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    const equals = line.indexOf('=');
    if (section !== 'Service' || equals < 0) continue;
    const key = line.slice(0, equals);
    settings.set(key, [...(settings.get(key) ?? []), line.slice(equals + 1)]);
  }
  return settings;
}

/** The unit for instance `instance` (systemd's `%i`), as systemd reads it. */
export function readReplicaUnit(unitPath: string, instance: string): ReplicaUnit {
  const settings = serviceSettings(readFileSync(unitPath, 'utf8').replaceAll('%i', instance));
  const one = (key: string) => {
    const values = settings.get(key);
    if (!values || values.length !== 1) throw new Error(`${unitPath}: expected one ${key}=`);
    return values[0]!;
  };
  const [program, ...args] = one('ExecStart').split(/\s+/);
  const environment: Record<string, string> = {};
  for (const assignment of settings.get('Environment') ?? [])
    Object.assign(environment, envLines(assignment));
  return {
    program: program!,
    args,
    workingDirectory: one('WorkingDirectory'),
    environmentFile: one('EnvironmentFile'),
    environment,
    killSignal: one('KillSignal') as NodeJS.Signals,
    timeoutStopMs: Number(one('TimeoutStopSec')) * 1000,
    restartMs: Number(one('RestartSec')) * 1000,
  };
}

/** `KEY=value` lines as an EnvironmentFile holds them: one a line, `#` comments, optional quotes. */
export function envLines(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match || line.startsWith('#')) continue;
    env[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
  }
  return env;
}
