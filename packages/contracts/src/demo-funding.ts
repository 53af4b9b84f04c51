import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  toHex,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { demoTokenAbi } from './generated/DemoToken';
import { demoKeys } from './demo-keys';

export type DemoFundingTarget = {
  l1: string;
  l2: string;
  l1ChainId: number;
  l2ChainId: number;
  /** Demo tokens whose owner is the demo deployer (ACE, DAPPX). */
  tokens: Address[];
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
    account: privateKeyToAccount(demoKeys.deployer),
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
