import { parseEther, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deploy, type Clients } from '../demo-clients';
import { demoGameAbi, demoGameBytecode } from '../generated/DemoGame';
import { demoPoolAbi, demoPoolBytecode } from '../generated/DemoPool';
import { demoStakingVaultAbi, demoStakingVaultBytecode } from '../generated/DemoStakingVault';

/** The demo chains by role: the Acent network, IMX's layer-2, the second L1 network. */
export type DemoNetwork = 'l1' | 'l2' | 'l1b';
export type DemoDappKind = 'pool' | 'vault' | 'game';

/**
 * How a dapp's use changes over the history, as the share of its fans' visits that happen on a day:
 * `launched` has none in the first 40 % of the days.
 */
export type DemoTrend = 'rising' | 'falling' | 'steady' | 'launched';

type PlanBase = {
  id: string;
  network: DemoNetwork;
  trend: DemoTrend;
  /** How many of the users count it among their favourites, relative to the others. */
  popularity: number;
};
export type DemoDappPlan =
  | (PlanBase & { kind: 'pool' | 'vault' })
  | (PlanBase & {
      kind: 'game';
      name: string;
      symbol: string;
      mintPrice: bigint;
      /** The game where the history's wash pair trades, or its wallet farm mints. */
      hosts?: 'washPair' | 'walletFarm';
    });

/** The demo dapps: pools of ACE/DAPPX and ACE staking vaults need the L1 networks' tokens, games only the coin. */
export const demoDappPlans: readonly DemoDappPlan[] = [
  { id: 'acent-swap', kind: 'pool', network: 'l1', trend: 'steady', popularity: 3 },
  { id: 'acent-swap-2', kind: 'pool', network: 'l1', trend: 'falling', popularity: 2 },
  { id: 'acent-stake', kind: 'vault', network: 'l1', trend: 'rising', popularity: 2 },
  { id: 'acent-stake-2', kind: 'vault', network: 'l1', trend: 'falling', popularity: 1 },
  {
    id: 'acent-game',
    kind: 'game',
    network: 'l1',
    trend: 'launched',
    popularity: 1,
    name: 'Land Builders',
    symbol: 'LAND',
    // In the Acent network's coin, which the store shows as ACE: some 2 USD.
    mintPrice: parseEther('150'),
  },
  { id: 'testnet-swap', kind: 'pool', network: 'l1b', trend: 'rising', popularity: 2 },
  { id: 'testnet-swap-2', kind: 'pool', network: 'l1b', trend: 'steady', popularity: 1 },
  { id: 'testnet-stake', kind: 'vault', network: 'l1b', trend: 'launched', popularity: 1 },
  {
    id: 'imx-game',
    kind: 'game',
    network: 'l2',
    trend: 'steady',
    popularity: 3,
    name: 'Critter Arena',
    symbol: 'CRIT',
    mintPrice: parseEther('0.01'),
  },
  {
    id: 'imx-game-2',
    kind: 'game',
    network: 'l2',
    trend: 'rising',
    popularity: 2,
    name: 'Card Duels',
    symbol: 'DUEL',
    mintPrice: parseEther('0.004'),
    hosts: 'washPair',
  },
  {
    id: 'imx-game-3',
    kind: 'game',
    network: 'l2',
    trend: 'falling',
    popularity: 2,
    name: 'Star Miners',
    symbol: 'STAR',
    mintPrice: parseEther('0.006'),
    hosts: 'walletFarm',
  },
];

/** A demo dapp as deployed: what the store lists in its catalogue. */
export type DemoDapp = {
  id: string;
  kind: DemoDappKind;
  network: DemoNetwork;
  chainId: number;
  address: Address;
};

export type DeployedDapp = DemoDapp & { plan: DemoDappPlan };

/** An L1 network's demo tokens, which its pools trade and its vaults take. */
export type TokenPair = { ace: Address; dappx: Address };

function constructorOf(plan: DemoDappPlan, tokens: TokenPair | undefined, treasury: Address) {
  if (plan.kind === 'game')
    return {
      abi: demoGameAbi,
      bytecode: demoGameBytecode,
      args: [plan.name, plan.symbol, plan.mintPrice, treasury],
    };
  if (!tokens) throw new Error(`${plan.id}: a ${plan.kind} needs the network's tokens`);
  if (plan.kind === 'pool')
    return { abi: demoPoolAbi, bytecode: demoPoolBytecode, args: [tokens.ace, tokens.dappx] };
  return { abi: demoStakingVaultAbi, bytecode: demoStakingVaultBytecode, args: [tokens.ace] };
}

/**
 * Deploys the demo dapps of one network from `deployer`, one after the other (one nonce). The games'
 * mint payments go to the deployer: the demo's studio.
 */
export async function deployDapps(
  network: DemoNetwork,
  clients: Clients,
  deployer: Hex,
  tokens: TokenPair | undefined,
): Promise<DeployedDapp[]> {
  const treasury = privateKeyToAccount(deployer).address;
  const deployed: DeployedDapp[] = [];
  for (const plan of demoDappPlans.filter((candidate) => candidate.network === network)) {
    const { abi, bytecode, args } = constructorOf(plan, tokens, treasury);
    const address = await deploy(clients, deployer, abi as Abi, bytecode, args);
    deployed.push({ id: plan.id, kind: plan.kind, network, chainId: clients.chainId, address, plan });
  }
  return deployed;
}

/** The share of a dapp's fans' visits that happen on the day at `progress` (0 the first day, 1 today). */
export function trendAt(trend: DemoTrend, progress: number): number {
  if (trend === 'rising') return 0.2 + 0.8 * progress;
  if (trend === 'falling') return 1 - 0.8 * progress;
  if (trend === 'launched') return progress < 0.4 ? 0 : 0.5 + 0.5 * progress;
  return 0.65;
}
