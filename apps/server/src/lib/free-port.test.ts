import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalPort, isPortFree } from './free-port';

describe('internal ports', () => {
  const taken = net.createServer();
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => taken.close(resolve)));

  it('move to a free port when their default is taken', async () => {
    const chosen = await internalPort('DEMO_L1_PORT', port, false);
    expect(chosen).not.toBe(port);
    expect(await isPortFree(chosen)).toBe(true);
  });

  it('stay where the operator put them, or stop the start naming the variable', async () => {
    await expect(internalPort('DEMO_L1_PORT', port, true)).rejects.toThrow(
      `DEMO_L1_PORT: port ${port} is already in use. Stop what listens there, or set DEMO_L1_PORT to a free port.`,
    );
  });

  it('keep a free preferred port', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const free = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    expect(await internalPort('EMBEDDED_PG_PORT', free, true)).toBe(free);
  });
});
