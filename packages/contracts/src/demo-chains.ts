import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { collectionAbi, collectionBytecode } from './generated/Collection';
import { demoTokenAbi, demoTokenBytecode } from './generated/DemoToken';
import { ethBridgeAbi, ethBridgeBytecode } from './generated/EthBridge';
import { vaultAbi, vaultBytecode } from './generated/Vault';
import type { DemoKeys } from './demo-keys';
import { fundDemoWallet } from './demo-funding';
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
  fundWallet(address: Address): Promise<void>;
  close(): Promise<void>;
};

const demoChain = (id: number, rpcUrl: string) =>
  defineChain({
    id,
    name: `demo-${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

function clientsFor(chainId: number, rpcUrl: string) {
  const chain = demoChain(chainId, rpcUrl);
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
  const wallet = (key: Hex) =>
    createWalletClient({ chain, transport: http(rpcUrl), account: privateKeyToAccount(key) });
  return { publicClient, wallet };
}

type Clients = ReturnType<typeof clientsFor>;

async function deploy(
  clients: Clients,
  key: Hex,
  abi: Abi,
  bytecode: Hex,
  args: readonly unknown[],
): Promise<Address> {
  const hash = await clients.wallet(key).deployContract({ abi, bytecode, args });
  const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('deployment produced no contract');
  return getAddress(receipt.contractAddress);
}

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

/**
 * Starts the demo chains on 127.0.0.1 (L1 8888, shown as the Acent network; L2 13473, which the UI
 * calls IMX; the second L1 network 42), deploys ACE, DAPPX, the Vault and the ETH bridge on L1, a token
 * pair and Vault of its own on the second L1 and the NFT collections on L2, and funds the given wallets.
 */
export async function startDemoChains(options: DemoChainsOptions): Promise<DemoChains> {
  const { keys } = options;
  const mining = { auto: true, interval: options.blockIntervalMs ?? 1000 };
  // Only the store's own role accounts hold ETH at genesis: the published development accounts
  // Hardhat would fund by default get nothing, and no role.
  const accounts = Object.values(keys).map((privateKey) => ({ privateKey, balance: roleEther }));
  const hre = await createHardhatRuntimeEnvironment(
    {
      networks: {
        l1: { type: 'edr-simulated', chainType: 'l1', chainId: demoL1ChainId, mining, accounts },
        l2: { type: 'edr-simulated', chainType: 'l1', chainId: demoL2ChainId, mining, accounts },
        l1b: { type: 'edr-simulated', chainType: 'l1', chainId: demoL1bChainId, mining, accounts },
      },
    },
    {},
    process.cwd(),
  );
  const l1Server = await hre.network.createServer('l1', '127.0.0.1', options.l1Port ?? 0);
  const l2Server = await hre.network.createServer('l2', '127.0.0.1', options.l2Port ?? 0);
  const l1bServer = await hre.network.createServer('l1b', '127.0.0.1', options.l1bPort ?? 0);
  const [l1Address, l2Address, l1bAddress] = await Promise.all(
    [l1Server, l2Server, l1bServer].map((server) => server.listen()),
  );
  const close = async () => {
    await Promise.allSettled([l1Server.close(), l2Server.close(), l1bServer.close()]);
  };

  try {
    const l1 = { chainId: demoL1ChainId, rpcUrl: `http://127.0.0.1:${l1Address!.port}` };
    const l2 = { chainId: demoL2ChainId, rpcUrl: `http://127.0.0.1:${l2Address!.port}` };
    const l1b = { chainId: demoL1bChainId, rpcUrl: `http://127.0.0.1:${l1bAddress!.port}` };
    const l1Clients = clientsFor(l1.chainId, l1.rpcUrl);
    const l2Clients = clientsFor(l2.chainId, l2.rpcUrl);
    const l1bClients = clientsFor(l1b.chainId, l1b.rpcUrl);

    // The three chains deploy side by side; on each, one transaction after the other (one nonce).
    const [{ ace, dappx, vault, ethBridge }, l1bContracts, collections] = await Promise.all([
      deployFirstL1(l1Clients, keys),
      // Deployed from another account than the first network's, so the pair has addresses of its own.
      deployL1Contracts(l1bClients, keys.minter, keys),
      deployCollections(l2Clients, keys, options.collections ?? []),
    ]);

    const fundWallet = (address: Address) =>
      fundDemoWallet(
        {
          rpcUrls: [l1.rpcUrl, l2.rpcUrl, l1b.rpcUrl],
          tokenNetworks: [
            { rpcUrl: l1.rpcUrl, tokens: [ace, dappx] },
            { rpcUrl: l1b.rpcUrl, tokens: [l1bContracts.ace, l1bContracts.dappx] },
          ],
          ownerKey: keys.owner,
        },
        address,
      );
    for (const address of options.fund ?? []) await fundWallet(address);

    return {
      l1,
      l2,
      contracts: { ace, dappx, vault, ethBridge, collections },
      l1b: { ...l1b, contracts: l1bContracts },
      keys,
      fundWallet,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
