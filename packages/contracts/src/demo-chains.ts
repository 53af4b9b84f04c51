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

export const demoL1ChainId = 8888;
export const demoL2ChainId = 13473;

/** What each role account starts with: gas for years of demo use. */
const roleEther = 10n ** 24n;

export type DemoCollection = { name: string; symbol: string; baseUri: string };

export type DemoChainsOptions = {
  /** The store's keys for its roles on these chains (see generateDemoKeys); never published ones. */
  keys: DemoKeys;
  /** 0 picks a free port. */
  l1Port?: number;
  l2Port?: number;
  /** A block every this many ms besides one per transaction, so confirmations arrive. */
  blockIntervalMs?: number;
  collections?: DemoCollection[];
  /** Wallets that get ETH on both chains and ACE and DAPPX on L1. */
  fund?: Address[];
};

export type DemoChains = {
  l1: { chainId: number; rpcUrl: string };
  l2: { chainId: number; rpcUrl: string };
  contracts: { ace: Address; dappx: Address; vault: Address; ethBridge: Address; collections: Address[] };
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

/**
 * Starts the two demo chains on 127.0.0.1 (L1 8888, shown as the Acent network; L2 13473, which the
 * UI calls IMX), deploys ACE, DAPPX, the Vault and the ETH bridge on L1 and the NFT collections on
 * L2, and funds the given wallets.
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
      },
    },
    {},
    process.cwd(),
  );
  const l1Server = await hre.network.createServer('l1', '127.0.0.1', options.l1Port ?? 0);
  const l2Server = await hre.network.createServer('l2', '127.0.0.1', options.l2Port ?? 0);
  const l1Address = await l1Server.listen();
  const l2Address = await l2Server.listen();
  const close = async () => {
    await Promise.allSettled([l1Server.close(), l2Server.close()]);
  };

  try {
    const l1 = { chainId: demoL1ChainId, rpcUrl: `http://127.0.0.1:${l1Address.port}` };
    const l2 = { chainId: demoL2ChainId, rpcUrl: `http://127.0.0.1:${l2Address.port}` };
    const l1Clients = clientsFor(l1.chainId, l1.rpcUrl);
    const l2Clients = clientsFor(l2.chainId, l2.rpcUrl);
    const owner = privateKeyToAccount(keys.owner).address;
    const signer = privateKeyToAccount(keys.withdrawSigner).address;
    const minter = privateKeyToAccount(keys.minter).address;

    const ace = await deploy(l1Clients, keys.owner, demoTokenAbi, demoTokenBytecode, ['Acent', 'ACE', owner]);
    const dappx = await deploy(l1Clients, keys.owner, demoTokenAbi, demoTokenBytecode, [
      'DAPPX',
      'DAPPX',
      owner,
    ]);
    const vault = await deploy(l1Clients, keys.owner, vaultAbi, vaultBytecode, [owner, signer]);
    const ethBridge = await deploy(l1Clients, keys.owner, ethBridgeAbi, ethBridgeBytecode, [owner]);
    const collections: Address[] = [];
    for (const collection of options.collections ?? []) {
      collections.push(
        await deploy(l2Clients, keys.owner, collectionAbi, collectionBytecode, [
          collection.name,
          collection.symbol,
          collection.baseUri,
          owner,
          minter,
        ]),
      );
    }

    const fundWallet = (address: Address) =>
      fundDemoWallet(
        {
          l1: l1.rpcUrl,
          l2: l2.rpcUrl,
          l1ChainId: l1.chainId,
          l2ChainId: l2.chainId,
          tokens: [ace, dappx],
          ownerKey: keys.owner,
        },
        address,
      );
    for (const address of options.fund ?? []) await fundWallet(address);

    return {
      l1,
      l2,
      contracts: { ace, dappx, vault, ethBridge, collections },
      keys,
      fundWallet,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
