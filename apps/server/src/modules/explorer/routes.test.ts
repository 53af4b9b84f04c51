import { demoTokenAbi, vaultAbi } from '@dappx/contracts';
import { createPublicClient, createWalletClient, defineChain, http, parseUnits, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';

type Store = Awaited<ReturnType<typeof createChainTestApp>>;

/** A deposit into the Vault on the Acent demo chain, as a wallet makes it: approve, then deposit. */
async function depositOnChain(store: Store, amount: bigint): Promise<Hex> {
  const { chainId, rpcUrl } = store.chains.l1;
  const chain = defineChain({
    id: chainId,
    name: 'l1',
    nativeCurrency: { name: 'ACE', symbol: 'ACE', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const client = createPublicClient({ chain, transport: http(), pollingInterval: 50 });
  const wallet = createWalletClient({
    chain,
    transport: http(),
    account: privateKeyToAccount(store.chains.keys.owner),
  });
  const { ace, vault } = store.chains.contracts;
  const send = async (hash: Hex) => (await client.waitForTransactionReceipt({ hash }), hash);
  const owner = wallet.account.address;
  await send(
    await wallet.writeContract({
      address: ace,
      abi: demoTokenAbi,
      functionName: 'mint',
      args: [owner, amount],
    }),
  );
  await send(
    await wallet.writeContract({
      address: ace,
      abi: demoTokenAbi,
      functionName: 'approve',
      args: [vault, amount],
    }),
  );
  return send(
    await wallet.writeContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'deposit',
      args: [ace, amount],
    }),
  );
}

describe('GET /v1/explorer/:chainId/tx/:hash', () => {
  let store: Store;
  beforeAll(async () => {
    store = await createChainTestApp();
  }, 120_000);
  afterAll(() => store?.close());

  const get = (path: string, language = 'en') =>
    store.app.inject({
      method: 'GET',
      url: `/v1/explorer/${path}`,
      headers: { 'accept-language': language },
    });

  it("shows a deposit with its status, parties and the Vault's Deposited event decoded", async () => {
    const amount = parseUnits('12.5', 18);
    const hash = await depositOnChain(store, amount);
    const response = await get(`8888/tx/${hash}`);
    expect(response.statusCode).toBe(200);
    const owner = privateKeyToAccount(store.chains.keys.owner).address;
    const { vault, ace } = store.chains.contracts;
    expect(response.json()).toMatchObject({
      chainId: 8888,
      chainName: 'Acent',
      hash,
      status: 'success',
      from: owner,
      to: vault,
      toContract: 'Vault',
      value: '0',
      blockNumber: expect.stringMatching(/^[0-9]+$/),
      gasUsed: expect.stringMatching(/^[1-9][0-9]*$/),
    });
    const logs = response.json().logs as { contract: string; event: string; args: unknown[] }[];
    expect(logs).toContainEqual(
      expect.objectContaining({
        contract: 'ACE',
        event: 'Transfer',
        args: [
          { name: 'from', value: owner },
          { name: 'to', value: vault },
          // An amount says what it counts, so the page can write '250 ACE', not wei.
          { name: 'value', value: amount.toString(), amount: { symbol: 'ACE' } },
        ],
      }),
    );
    expect(logs).toContainEqual(
      expect.objectContaining({
        contract: 'Vault',
        address: vault,
        event: 'Deposited',
        args: [
          { name: 'token', value: ace },
          { name: 'from', value: owner },
          { name: 'amount', value: amount.toString(), amount: { symbol: 'ACE' } },
        ],
      }),
    );
  });

  it('refuses a malformed hash with 400 in the asked language', async () => {
    const response = await get('8888/tx/0x1234', 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('debe ser un hash de transacción');
  });

  it('answers 404 for a chain that is not one of our demo chains, and for a hash the chain never saw', async () => {
    const unknown = await get(`1/tx/0x${'ab'.repeat(32)}`, 'pt');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'Nosso explorador mostra apenas as cadeias de demonstração desta loja.',
    );
    const missing = await get(`13473/tx/0x${'ab'.repeat(32)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No transaction with this hash on this chain.');
  });
});
