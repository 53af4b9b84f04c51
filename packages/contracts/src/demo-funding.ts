import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { demoTokenAbi } from './generated/DemoToken';

export type DemoFundingTarget = {
  /** The RPC of every demo chain: each gives the wallet ETH for gas. */
  rpcUrls: string[];
  /** The L1 networks with demo tokens (ACE, DAPPX), each with its own token contracts. */
  tokenNetworks: { rpcUrl: string; tokens: Address[] }[];
  /** The key of the tokens' owner, who alone may mint them (the same on every demo chain). */
  ownerKey: Hex;
};

const demoEther = toHex(parseEther('100'));
const demoTokens = parseUnits('100000', 18);

/** Mints each token to the wallet, one after the other: they share the owner's nonce on this chain. */
async function mintTokens(rpcUrl: string, tokens: Address[], ownerKey: Hex, address: Address) {
  const node = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 });
  const owner = createWalletClient({ transport: http(rpcUrl), account: privateKeyToAccount(ownerKey) });
  for (const token of tokens) {
    const hash = await owner.writeContract({
      address: token,
      abi: demoTokenAbi,
      functionName: 'mint',
      args: [address, demoTokens],
      chain: null,
    });
    await node.waitForTransactionReceipt({ hash });
  }
}

/** Demo chains only: 100 ETH on every chain and 100,000 of each demo token on every L1 network. */
export async function fundDemoWallet(target: DemoFundingTarget, address: Address): Promise<void> {
  await Promise.all(
    target.rpcUrls.map((rpcUrl) =>
      createPublicClient({ transport: http(rpcUrl) }).request({
        method: 'hardhat_setBalance' as 'eth_chainId',
        params: [address, demoEther] as never,
      }),
    ),
  );
  // Each network has its own owner nonce: they mint side by side.
  await Promise.all(
    target.tokenNetworks.map((network) =>
      mintTokens(network.rpcUrl, network.tokens, target.ownerKey, address),
    ),
  );
}
