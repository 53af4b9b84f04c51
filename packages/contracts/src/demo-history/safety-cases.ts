import { encodeFunctionData, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deploy, type Clients } from '../demo-clients';
import { demoRewardsAbi, demoRewardsBytecode } from '../generated/DemoRewards';
import { demoRewardsProxyAbi, demoRewardsProxyBytecode } from '../generated/DemoRewardsProxy';
import { demoTokenAbi, demoTokenBytecode } from '../generated/DemoToken';

/** A contract the history deploys besides the dapps, listed for a demo dapp's app by its id. */
export type DemoListedContract = { id: string; chainId: number; address: Address };

/**
 * What a store's contract safety panel has to say something about: a rewards programme behind an
 * EIP-1967 proxy that its owner (a wallet) has upgraded once, and a token its owner can mint at will.
 * Both deployed on `clients`' chain by the studio's key, after its dapps (one nonce).
 */
export async function deploySafetyCases(clients: Clients, studioKey: Hex): Promise<DemoListedContract[]> {
  const studio = privateKeyToAccount(studioKey).address;
  const implementation = await deploy(clients, studioKey, demoRewardsAbi as Abi, demoRewardsBytecode, []);
  const initialize = encodeFunctionData({ abi: demoRewardsAbi, functionName: 'initialize', args: [studio] });
  const rewards = await deploy(clients, studioKey, demoRewardsProxyAbi as Abi, demoRewardsProxyBytecode, [
    implementation,
    initialize,
  ]);
  const next = await deploy(clients, studioKey, demoRewardsAbi as Abi, demoRewardsBytecode, []);
  const hash = await clients.wallet(studioKey).writeContract({
    address: rewards,
    abi: demoRewardsAbi,
    functionName: 'upgradeToAndCall',
    args: [next, '0x'],
  });
  await clients.publicClient.waitForTransactionReceipt({ hash });
  const token = await deploy(clients, studioKey, demoTokenAbi as Abi, demoTokenBytecode, [
    'Stake Points',
    'SPT',
    studio,
  ]);
  return [
    { id: 'acent-stake-rewards', chainId: clients.chainId, address: rewards },
    { id: 'acent-stake-points', chainId: clients.chainId, address: token },
  ];
}
