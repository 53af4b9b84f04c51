import { vi } from 'vitest';

/** The store's chains as `/v1/chains` names them, answered to every fetch of a component test. */
const chains = {
  l1: { chainId: 8888, name: 'Acent' },
  l2: { chainId: 13473, name: 'IMX' },
  networks: [{ chainId: 8888, name: 'Acent' }],
};

export function stubChainNames() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(chains), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}
