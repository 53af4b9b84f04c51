import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { collectionAbi, collectionBytecode } from './generated/Collection';
import { demoTokenAbi, demoTokenBytecode } from './generated/DemoToken';
import { ethBridgeAbi, ethBridgeBytecode } from './generated/EthBridge';
import { vaultAbi, vaultBytecode } from './generated/Vault';
import { clientsFor, deploy, type Clients } from './demo-clients';
import type { DemoKeys } from './demo-keys';
import { fundDemoWallet } from './demo-funding';
import { startDemoHistory, type DemoDapp, type DemoHistoryRecord, type DemoReviewer } from './demo-history';
import { newDeploymentSalt } from './voucher';

export const demoL1ChainId = 8888;
export const demoL2ChainId = 13473;
/** The second L1 network (0x2a), whose own token pair and Vault the spec's testnet chain id selects. */
export const demoL1bChainId = 42;

/** What each role account starts with: gas for years of demo use. */
const roleEther = 10n ** 24n;

export type DemoCollection = { name: string; symbol: string; baseUri: string };

export type DemoChainsOptions = {
  /** The store's keys for its roles on these chains (see generateDemoKeys); never published ones. */
  keys: DemoKeys;
  /** 0 picks a free port. */
  l1Port?: number;
  l2Port?: number;
  l1bPort?: number;
  /** A block every this many ms besides one per transaction, so confirmations arrive. */
  blockIntervalMs?: number;
  collections?: DemoCollection[];
  /** Wallets that get ETH on every chain and ACE and DAPPX on both L1 networks. */
  fund?: Address[];
  /**
   * Demo dapps with `days` of history: the chains start that long ago, the dapps are deployed and
   * played into their past, and the chains' time is now again when this answers. Off unless given.
   */
  history?: { days: number };
};

/** An L1 network's own token pair and Vault. */
export type L1Contracts = { ace: Address; dappx: Address; vault: Address };

export type DemoChains = {
  l1: { chainId: number; rpcUrl: string };
  l2: { chainId: number; rpcUrl: string };
  contracts: L1Contracts & { ethBridge: Address; collections: Address[] };
  /** The second L1 network (chain id 42) with contracts of its own; the bridge and NFTs stay on the first. */
  l1b: { chainId: number; rpcUrl: string; contracts: L1Contracts };
  keys: DemoKeys;
  /** The demo dapps (with a history only), and what their history did. */
  dapps: DemoDapp[];
  history: DemoHistoryRecord | undefined;
  /** With a history: wallets of its users the store signs the demo's reviews with. */
  reviewers: DemoReviewer[];
  fundWallet(address: Address): Promise<void>;
  /** With a history: its users keep visiting the dapps, a call every few seconds, until `close`. */
  startStream(): void;
  close(): Promise<void>;
};

/** ACE, DAPPX and the Vault on one L1 network, owned by the store's owner whoever deploys them. */
async function deployL1Contracts(clients: Clients, deployer: Hex, keys: DemoKeys): Promise<L1Contracts> {
  const owner = privateKeyToAccount(keys.owner).address;
  const signer = privateKeyToAccount(keys.withdrawSigner).address;
  const token = (name: string, symbol: string) =>
    deploy(clients, deployer, demoTokenAbi, demoTokenBytecode, [name, symbol, owner]);
  const ace = await token('Acent', 'ACE');
  const dappx = await token('DAPPX', 'DAPPX');
  // A new salt each start: vouchers signed for the chain before a restart never pay at this Vault.
  const vault = await deploy(clients, deployer, vaultAbi, vaultBytecode, [
    owner,
    signer,
    newDeploymentSalt(),
  ]);
  return { ace, dappx, vault };
}

/** The first L1 network's contracts: its pair and Vault, then the ETH bridge to L2. */
async function deployFirstL1(clients: Clients, keys: DemoKeys) {
  const pair = await deployL1Contracts(clients, keys.owner, keys);
  const owner = privateKeyToAccount(keys.owner).address;
  const ethBridge = await deploy(clients, keys.owner, ethBridgeAbi, ethBridgeBytecode, [owner]);
  return { ...pair, ethBridge };
}

async function deployCollections(clients: Clients, keys: DemoKeys, collections: DemoCollection[]) {
  const owner = privateKeyToAccount(keys.owner).address;
  const minter = privateKeyToAccount(keys.minter).address;
  const addresses: Address[] = [];
  for (const collection of collections) {
    addresses.push(
      await deploy(clients, keys.owner, collectionAbi, collectionBytecode, [
        collection.name,
        collection.symbol,
        collection.baseUri,
        owner,
        minter,
      ]),
    );
  }
  return addresses;
}

const daySeconds = 24 * 3600;

/**
 * The three chains on 127.0.0.1, listening. With a history they start a day before it and mine nothing
 * by themselves until it is played (it turns interval mining on as given).
 */
async function listenChains(options: DemoChainsOptions) {
  const { keys, history } = options;
  const interval = history ? 0 : (options.blockIntervalMs ?? 1000);
  const initialDate = history ? new Date(Date.now() - (history.days + 1) * daySeconds * 1000) : undefined;
  // Only the store's own role accounts hold ETH at genesis: the published development accounts
  // Hardhat would fund by default get nothing, and no role.
  const accounts = Object.values(keys).map((privateKey) => ({ privateKey, balance: roleEther }));
  const network = (chainId: number) => ({
    type: 'edr-simulated' as const,
    chainType: 'l1' as const,
    chainId,
    mining: { auto: true, interval },
    accounts,
    ...(initialDate ? { initialDate } : {}),
  });
  const hre = await createHardhatRuntimeEnvironment(
    { networks: { l1: network(demoL1ChainId), l2: network(demoL2ChainId), l1b: network(demoL1bChainId) } },
    {},
    process.cwd(),
  );
  const servers = [
    await hre.network.createServer('l1', '127.0.0.1', options.l1Port ?? 0),
    await hre.network.createServer('l2', '127.0.0.1', options.l2Port ?? 0),
    await hre.network.createServer('l1b', '127.0.0.1', options.l1bPort ?? 0),
  ];
  const addresses = await Promise.all(servers.map((server) => server.listen()));
  const close = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
  };
  const endpoint = (chainId: number, i: number) => ({
    chainId,
    rpcUrl: `http://127.0.0.1:${addresses[i]!.port}`,
  });
  return {
    l1: endpoint(demoL1ChainId, 0),
    l2: endpoint(demoL2ChainId, 1),
    l1b: endpoint(demoL1bChainId, 2),
    close,
  };
}

/** The store's contracts: on each chain one transaction after the other (one nonce), the chains side by side. */
async function deployStoreContracts(
  clients: Record<'l1' | 'l2' | 'l1b', Clients>,
  keys: DemoKeys,
  collections: DemoCollection[],
) {
  const [first, l1b, l2Collections] = await Promise.all([
    deployFirstL1(clients.l1, keys),
    // Deployed from another account than the first network's, so the pair has addresses of its own.
    deployL1Contracts(clients.l1b, keys.minter, keys),
    deployCollections(clients.l2, keys, collections),
  ]);
  return { contracts: { ...first, collections: l2Collections }, l1bContracts: l1b };
}

/**
 * Starts the demo chains on 127.0.0.1 (L1 8888, shown as the Acent network; L2 13473, which the UI
 * calls IMX; the second L1 network 42), deploys ACE, DAPPX, the Vault and the ETH bridge on L1, a token
 * pair and Vault of its own on the second L1 and the NFT collections on L2, funds the given wallets,
 * and with `history` deploys the demo dapps and plays their past.
 */
export async function startDemoChains(options: DemoChainsOptions): Promise<DemoChains> {
  const { keys } = options;
  const { l1, l2, l1b, close: closeServers } = await listenChains(options);
  let closeHistory = async () => {};
  const close = async () => {
    await closeHistory();
    await closeServers();
  };
  try {
    const clients = {
      l1: clientsFor(l1.chainId, l1.rpcUrl),
      l2: clientsFor(l2.chainId, l2.rpcUrl),
      l1b: clientsFor(l1b.chainId, l1b.rpcUrl),
    };
    const { contracts, l1bContracts } = await deployStoreContracts(clients, keys, options.collections ?? []);
    const fundWallet = (address: Address) =>
      fundDemoWallet(
        {
          rpcUrls: [l1.rpcUrl, l2.rpcUrl, l1b.rpcUrl],
          tokenNetworks: [
            { rpcUrl: l1.rpcUrl, tokens: [contracts.ace, contracts.dappx] },
            { rpcUrl: l1b.rpcUrl, tokens: [l1bContracts.ace, l1bContracts.dappx] },
          ],
          ownerKey: keys.owner,
        },
        address,
      );
    for (const address of options.fund ?? []) await fundWallet(address);
    const history = options.history
      ? await startDemoHistory({
          days: options.history.days,
          ownerKey: keys.owner,
          clients,
          tokens: { l1: contracts, l1b: l1bContracts },
          blockIntervalMs: options.blockIntervalMs ?? 1000,
        })
      : undefined;
    if (history) closeHistory = history.close;
    return {
      l1,
      l2,
      contracts,
      l1b: { ...l1b, contracts: l1bContracts },
      keys,
      dapps: history?.dapps ?? [],
      history: history?.record,
      reviewers: history?.reviewers ?? [],
      fundWallet,
      startStream: () => history?.startStream(),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
