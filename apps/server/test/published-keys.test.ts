import { collectionAbi, demoTokenAbi, ethBridgeAbi, vaultAbi, withdrawVoucherDomain } from '@dappx/contracts';
import { withdrawVoucherTypes } from '@dappx/contracts/voucher';
import { publishedDevelopmentKeys } from '@dappx/contracts/development-keys';
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChainCollections } from '../src/modules/marketplace';
import { createChainTestApp } from './chain-test-app';

type ChainApp = Awaited<ReturnType<typeof createChainTestApp>>;
type Layer = 'l1' | 'l2';

/**
 * An attacker who knows every published development key and reaches the demo chains only as a
 * stranger can: through the store's own `/rpc/l1` and `/rpc/l2`.
 */
describe("the demo chains through the store's RPC, to someone holding every published key", () => {
  let t: ChainApp;
  const direct = {} as Record<Layer, PublicClient>;

  beforeAll(async () => {
    t = await createChainTestApp(
      { RPC_RATE_LIMIT_MAX: '100000' },
      { collections: demoChainCollections('http://127.0.0.1') },
    );
    for (const layer of ['l1', 'l2'] as const) {
      direct[layer] = createPublicClient({ transport: http(t.chains[layer].rpcUrl) }) as PublicClient;
      // Gas money, as a registration on the demo chains would give them: the attacks must fail for
      // want of a role, not of ETH.
      for (const key of publishedDevelopmentKeys()) {
        await direct[layer].request({
          method: 'hardhat_setBalance' as 'eth_chainId',
          params: [privateKeyToAccount(key).address, '0x56bc75e2d63100000'] as never,
        });
      }
    }
  }, 120_000);
  afterAll(() => t?.close());

  /** A wallet whose every request goes through the store's proxy, as a browser's would. */
  const proxied = (layer: Layer, account: PrivateKeyAccount) => {
    const chain = defineChain({
      id: t.chains[layer].chainId,
      name: layer,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    });
    const transport = custom(
      {
        async request({ method, params }: { method: string; params?: unknown }) {
          const answer = await t.app.inject({
            method: 'POST',
            url: `/rpc/${layer}`,
            payload: { jsonrpc: '2.0', id: 1, method, params: params ?? [] },
          });
          const body = answer.json() as { result?: unknown; error?: { message: string }; message?: string };
          if (body.error || answer.statusCode !== 200) throw new Error(body.error?.message ?? body.message);
          return body.result;
        },
        // A refusal is final: a retry would only wait for the same answer.
      },
      { retryCount: 0 },
    );
    return createWalletClient({ account, chain, transport });
  };

  /** Sends one transaction through the proxy; whatever happens to it, the chain's state decides. */
  const attempt = async (
    layer: Layer,
    signer: Hex | PrivateKeyAccount,
    call: Parameters<ReturnType<typeof proxied>['writeContract']>[0],
  ) => {
    const wallet = proxied(layer, typeof signer === 'string' ? privateKeyToAccount(signer) : signer);
    const hash = await wallet.writeContract({ ...call, gas: 300_000n } as never).catch(() => undefined);
    // The chains mine each transaction as it arrives: its receipt is there at once.
    if (hash) await direct[layer].getTransactionReceipt({ hash });
  };

  const read = (
    layer: Layer,
    address: Address,
    abi: readonly unknown[],
    functionName: string,
    args: unknown[] = [],
  ) =>
    direct[layer].readContract({
      address,
      abi: abi as never,
      functionName,
      args,
    } as never) as Promise<unknown>;

  it('every published key fails to mint ACE or DAPPX, pause the Vault, change its signer or sweep the bridge', async () => {
    const { ace, dappx, vault, ethBridge } = t.chains.contracts;
    const signerBefore = await read('l1', vault, vaultAbi, 'signer');
    // Something in the bridge to sweep: a real user's bridged ETH.
    const bridged = parseEther('1');
    await direct.l1.request({
      method: 'hardhat_setBalance' as 'eth_chainId',
      params: [ethBridge, `0x${bridged.toString(16)}`] as never,
    });

    for (const key of publishedDevelopmentKeys()) {
      const attacker = privateKeyToAccount(key).address;
      for (const token of [ace, dappx]) {
        await attempt('l1', key, {
          address: token,
          abi: demoTokenAbi,
          functionName: 'mint',
          args: [attacker, parseUnits('5000000', 18)],
        } as never);
      }
      await attempt('l1', key, { address: vault, abi: vaultAbi, functionName: 'pause', args: [] } as never);
      await attempt('l1', key, {
        address: vault,
        abi: vaultAbi,
        functionName: 'setSigner',
        args: [attacker],
      } as never);
      await attempt('l1', key, {
        address: vault,
        abi: vaultAbi,
        functionName: 'revoke',
        args: [1n],
      } as never);
      await attempt('l1', key, {
        address: ethBridge,
        abi: ethBridgeAbi,
        functionName: 'sweep',
        args: [attacker, bridged],
      } as never);

      expect(await read('l1', ace, demoTokenAbi, 'balanceOf', [attacker])).toBe(0n);
      expect(await read('l1', dappx, demoTokenAbi, 'balanceOf', [attacker])).toBe(0n);
    }
    expect(await read('l1', vault, vaultAbi, 'paused')).toBe(false);
    expect(await read('l1', vault, vaultAbi, 'signer')).toBe(signerBefore);
    expect(await read('l1', vault, vaultAbi, 'nonceUsed', [1n])).toBe(false);
    expect(await direct.l1.getBalance({ address: ethBridge })).toBe(bridged);
  }, 240_000);

  it('no voucher signed by a published key is paid by the Vault', async () => {
    const { ace, vault } = t.chains.contracts;
    // What users deposited: the Vault must hold enough for any of the vouchers to be paid.
    const owner = createWalletClient({
      account: privateKeyToAccount(t.chains.keys.owner),
      transport: http(t.chains.l1.rpcUrl),
    });
    const hash = await owner.writeContract({
      chain: null,
      address: ace,
      abi: demoTokenAbi,
      functionName: 'mint',
      args: [vault, parseUnits('1000000', 18)],
    });
    await direct.l1.getTransactionReceipt({ hash });
    const vaultHolds = (await read('l1', ace, demoTokenAbi, 'balanceOf', [vault])) as bigint;
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
    // The one who cashes the voucher is nobody the store knows: only the signature can be at fault.
    const casher = privateKeyToAccount(generatePrivateKey());
    await direct.l1.request({
      method: 'hardhat_setBalance' as 'eth_chainId',
      params: [casher.address, '0x56bc75e2d63100000'] as never,
    });
    for (const [index, key] of publishedDevelopmentKeys().entries()) {
      const voucher = {
        token: ace,
        to: casher.address,
        amount: parseUnits('1000', 18),
        nonce: BigInt(900_000 + index),
        deadline,
      };
      const signature = await privateKeyToAccount(key).signTypedData({
        domain: withdrawVoucherDomain(
          t.chains.l1.chainId,
          vault,
          (await read('l1', vault, vaultAbi, 'deploymentSalt', [])) as Hex,
        ),
        types: withdrawVoucherTypes,
        primaryType: 'Withdraw',
        message: voucher,
      });
      await attempt('l1', casher, {
        address: vault,
        abi: vaultAbi,
        functionName: 'withdraw',
        args: [voucher.token, voucher.amount, voucher.nonce, voucher.deadline, signature],
      } as never);
    }
    expect(await read('l1', ace, demoTokenAbi, 'balanceOf', [casher.address])).toBe(0n);
    expect(await read('l1', ace, demoTokenAbi, 'balanceOf', [vault])).toBe(vaultHolds);
  }, 120_000);

  it('no published key mints an NFT on the layer-2', async () => {
    const [collection] = t.chains.contracts.collections;
    for (const [index, key] of publishedDevelopmentKeys().entries()) {
      const attacker = privateKeyToAccount(key).address;
      await attempt('l2', key, {
        address: collection!,
        abi: collectionAbi,
        functionName: 'mint',
        args: [attacker, BigInt(10_000 + index)],
      } as never);
      expect(await read('l2', collection!, collectionAbi, 'balanceOf', [attacker])).toBe(0n);
    }
  }, 120_000);
});
