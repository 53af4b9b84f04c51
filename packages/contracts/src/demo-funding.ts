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
  l1: string;
  l2: string;
  l1ChainId: number;
  l2ChainId: number;
  /** Demo tokens owned by the demo chains' owner (ACE, DAPPX). */
  tokens: Address[];
  /** The key of that owner, who alone may mint them. */
  ownerKey: Hex;
};

const demoEther = toHex(parseEther('100'));
const demoTokens = parseUnits('100000', 18);

/** Demo chains only: 100 ETH on both chains and 100,000 of each demo token on L1. */
export async function fundDemoWallet(target: DemoFundingTarget, address: Address): Promise<void> {
  for (const rpcUrl of [target.l1, target.l2]) {
    await createPublicClient({ transport: http(rpcUrl) }).request({
      method: 'hardhat_setBalance' as 'eth_chainId',
      params: [address, demoEther] as never,
    });
  }
  const l1 = createPublicClient({ transport: http(target.l1), pollingInterval: 50 });
  const deployer = createWalletClient({
    transport: http(target.l1),
    account: privateKeyToAccount(target.ownerKey),
  });
  for (const token of target.tokens) {
    const hash = await deployer.writeContract({
      address: token,
      abi: demoTokenAbi,
      functionName: 'mint',
      args: [address, demoTokens],
      chain: null,
    });
    await l1.waitForTransactionReceipt({ hash });
  }
}
