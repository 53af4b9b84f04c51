import net from 'node:net';
import { StartupError } from './startup-error';

/** A port the OS just handed out on loopback; nothing else on this machine is listening there. */
export function getPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on this loopback port right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export const portInUse = (variable: string, port: number) =>
  new StartupError(
    `${variable}: port ${port} is already in use. Stop what listens there, or set ${variable} to a free port.`,
  );

/**
 * A port for something only the store itself talks to: the preferred one if free, else any free one;
 * but a port the operator chose (`fixed`) is used as given or the start stops, naming the variable.
 */
export async function internalPort(variable: string, preferred: number, fixed: boolean): Promise<number> {
  if (preferred === 0) return getPort();
  if (await isPortFree(preferred)) return preferred;
  if (fixed) throw portInUse(variable, preferred);
  return getPort();
}
