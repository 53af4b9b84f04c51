import http from 'node:http';

/**
 * An answer as the client saw it: the status (0 when the connection failed), the body, and the seconds
 * its Retry-After asked the client to wait, if it said.
 */
export type Answer = { status: number; body: Buffer; retryAfter?: number };

export type Ask = {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
};

/**
 * Requests from many client addresses on loopback (127.0.1.1 to 127.0.1.`clients`), one keep-alive
 * agent each: the balancer sees distinct clients, so the per-client limits count them apart.
 */
export function clientsAt(baseUrl: string, clients: number) {
  const target = new URL(baseUrl);
  const agents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 4 }));
  let turn = 0;
  const send = (ask: Ask, client = (turn += 1) % clients): Promise<Answer> =>
    new Promise((resolve) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: ask.method ?? 'GET',
          path: ask.path,
          headers: ask.headers,
          agent: agents[client],
          localAddress: `127.0.1.${1 + client}`,
          timeout: 20_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          const retryAfter = Number(response.headers['retry-after']);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
            }),
          );
          response.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
      request.end(ask.body);
    });
  return { send, close: () => agents.forEach((agent) => agent.destroy()) };
}

export const jsonOf = <T>(answer: Answer) => JSON.parse(answer.body.toString()) as T;
export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 400;
