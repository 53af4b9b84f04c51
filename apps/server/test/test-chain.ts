import { demoTokenAbi, demoTokenBytecode } from '@dappx/contracts';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  http,
  keccak256,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { createChainTestApp } from './chain-test-app';

// The demo chains as a wallet and a test see them: for the tests that make real transactions and read
// what the store made of them.

export type ChainStore = Awaited<ReturnType<typeof createChainTestApp>>;
type Layer = 'l1' | 'l2' | 'l1b';
export type TestChain = ReturnType<typeof chainOf>;

/** One demo chain as a wallet and a test see it: send, read, and move its clock or its blocks. */
export function chainOf(store: ChainStore, layer: Layer) {
  const { chainId, rpcUrl } = store.chains[layer];
  const chain = defineChain({
    id: chainId,
    name: layer,
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const client = createPublicClient({ chain, transport: http(), pollingInterval: 50 });
  const rpc = (method: string, params: unknown[] = []) =>
    client.request({ method: method as 'eth_chainId', params: params as never }) as Promise<unknown>;
  const walletOf = (account: PrivateKeyAccount) => createWalletClient({ chain, transport: http(), account });
  const mined = (hash: Hex) => client.waitForTransactionReceipt({ hash });
  return {
    chainId,
    client,
    rpc,
    async fund(address: Address) {
      await rpc('hardhat_setBalance', [address, `0x${parseEther('100').toString(16)}`]);
    },
    /** The chain's coin, from `account` to `to`. */
    async send(account: PrivateKeyAccount, to: Address, value: bigint) {
      return mined(await walletOf(account).sendTransaction({ to, value }));
    },
    /**
     * An ERC-20 transfer, signed here with a fixed gas limit so one that reverts is mined too (the node
     * answers its sending with the revert; the receipt is what counts).
     */
    async transfer(account: PrivateKeyAccount, token: Address, to: Address, amount: bigint) {
      const wallet = walletOf(account);
      const request = await wallet.prepareTransactionRequest({
        to: token,
        data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [to, amount] }),
        gas: 100_000n,
      });
      const serializedTransaction = await wallet.signTransaction(request);
      await client.sendRawTransaction({ serializedTransaction }).catch((error: unknown) => {
        if (!String(error).includes('reverted')) throw error;
      });
      return mined(keccak256(serializedTransaction));
    },
    /** A small token the test owns, minted to `holder` if given: any contract serves as an app's contract. */
    async deployToken(holder?: Address, amount = 0n): Promise<Address> {
      const owner = privateKeyToAccount(store.chains.keys.owner);
      const deployed = await mined(
        await walletOf(owner).deployContract({
          abi: demoTokenAbi,
          bytecode: demoTokenBytecode,
          args: ['Other', 'OTH', owner.address],
        }),
      );
      const token = deployed.contractAddress!;
      if (holder) await this.mint(token, holder, amount);
      return token;
    },
    /** A token deployed by `deployer` and owned by `owner`, as a studio's deployer key and its multisig. */
    async deployTokenOwnedBy(deployer: PrivateKeyAccount, owner: Address): Promise<Address> {
      const hash = await walletOf(deployer).deployContract({
        abi: demoTokenAbi,
        bytecode: demoTokenBytecode,
        args: ['Team', 'TEAM', owner],
      });
      return (await mined(hash)).contractAddress!;
    },
    /** The token's owner hands it to `to`. */
    async transferOwnership(owner: PrivateKeyAccount, token: Address, to: Address) {
      await mined(
        await walletOf(owner).writeContract({
          address: token,
          abi: demoTokenAbi,
          functionName: 'transferOwnership',
          args: [to],
        }),
      );
    },
    /** Mints a token the store's demo owner owns (the test's own tokens, ACE and DAPPX) to `holder`. */
    async mint(token: Address, holder: Address, amount: bigint) {
      const owner = privateKeyToAccount(store.chains.keys.owner);
      await mined(
        await walletOf(owner).writeContract({
          address: token,
          abi: demoTokenAbi,
          functionName: 'mint',
          args: [holder, amount],
        }),
      );
    },
    /** The next block (and those after it) carry this time, in seconds. */
    async setTime(seconds: number) {
      await rpc('evm_setNextBlockTimestamp', [`0x${seconds.toString(16)}`]);
    },
  };
}

/** A new wallet with 100 of the coin on each chain given. */
export async function newWallet(...chains: TestChain[]) {
  const account = privateKeyToAccount(generatePrivateKey());
  for (const chain of chains) await chain.fund(account.address);
  return account;
}
