import { normalizeIP } from '@fastify/rate-limit';

/** One client's use of the RPC proxy in its current minute, which starts at its first call. */
type Window = { calls: number; gas: bigint; startedAt: number };

const windowMs = 60_000;
// A flood of addresses costs bounded memory: the least recently seen client is dropped first.
const maxClients = 5000;

/** Why a call was not forwarded, and when the client's minute starts again. */
export type OverBudget = { reason: 'calls' | 'gas'; retryAfterSeconds: number };

export type RpcBudget = {
  /** Counts one call of the client's minute: every call of a batch counts, refused ones too. */
  countCall(client: string, now?: number): OverBudget | undefined;
  /** Charges the gas a call may burn on the node, when it still fits the client's minute. */
  chargeGas(client: string, gas: bigint, now?: number): OverBudget | undefined;
};

/** The client a budget counts: an IPv4 address as it is, an IPv6 one by its /64, as the API's limit does. */
export const rpcClientOf = (ip: string) => (ip.includes(':') ? normalizeIP(ip) : ip);

/**
 * Each client's calls and gas per minute through the proxy. Gas is charged before a call runs, at its
 * limit (the cap when it names none): what it will really burn is known only once the node is busy.
 */
export function createRpcBudget(limits: { callsPerMinute: number; gasPerMinute: number }): RpcBudget {
  const windows = new Map<string, Window>();
  const windowOf = (client: string, now: number) => {
    let window = windows.get(client);
    if (!window || window.startedAt + windowMs <= now) window = { calls: 0, gas: 0n, startedAt: now };
    // Taken out and put back: a Map keeps insertion order, so its first key is the least recently seen.
    windows.delete(client);
    windows.set(client, window);
    if (windows.size > maxClients) windows.delete(windows.keys().next().value!);
    return window;
  };
  const retryAfter = (window: Window, now: number) =>
    Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
  return {
    countCall(client, now = Date.now()) {
      const window = windowOf(client, now);
      window.calls += 1;
      if (window.calls <= limits.callsPerMinute) return undefined;
      return { reason: 'calls', retryAfterSeconds: retryAfter(window, now) };
    },
    chargeGas(client, gas, now = Date.now()) {
      const window = windowOf(client, now);
      if (window.gas + gas > BigInt(limits.gasPerMinute))
        return { reason: 'gas', retryAfterSeconds: retryAfter(window, now) };
      window.gas += gas;
      return undefined;
    },
  };
}
