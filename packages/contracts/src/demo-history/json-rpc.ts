import http from 'node:http';

type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } };

/**
 * A lean JSON-RPC client for the history's thousands of calls to a chain in this very process: node's
 * own HTTP with kept-alive connections, every call of a block in one batch. Through fetch, building and
 * reading the requests cost the process more than the chain's own work.
 */
export class JsonRpc {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  private readonly url: URL;

  constructor(rpcUrl: string) {
    this.url = new URL(rpcUrl);
  }

  async call(method: string, params: unknown[] = []): Promise<unknown> {
    const [result] = await this.batch([{ method, params }]);
    return result;
  }

  /** The calls' results, in their order; the first error fails them all. */
  async batch(calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
    if (calls.length === 0) return [];
    const body = JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call })));
    const answers = (await this.post(body)) as RpcAnswer[];
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    return calls.map((call, id) => {
      const answer = byId.get(id);
      if (!answer || answer.error)
        throw new Error(`${call.method}: ${answer?.error?.message ?? 'no answer'}`);
      return answer.result;
    });
  }

  private post(body: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        this.url,
        { method: 'POST', agent: this.agent, headers: { 'content-type': 'application/json' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
