import { isPublishedDevelopmentAddress, isPublishedDevelopmentKey } from '@dappx/contracts/development-keys';
import type { DemoKeys } from '@dappx/contracts/demo-keys';
import { getAddress, isAddress, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be a 0x-prefixed 20-byte address')
  .transform((value) => getAddress(value));
const privateKey = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key')
  .transform((value) => value as Hex);
const chainId = z.coerce.number().int().min(1);
const explorerUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) address, e.g. https://etherscan.io' })
  .transform((value) => value.replace(/\/+$/, ''));

/** Environment variables of the chains; all of the required ones or none (then demo chains or none). */
export const chainEnvShape = {
  L1_RPC_URL: z.url().optional(),
  L2_RPC_URL: z.url().optional(),
  /** What wallets are told to use; the server's own RPC URLs may be private. */
  L1_PUBLIC_RPC_URL: z.url().optional(),
  L2_PUBLIC_RPC_URL: z.url().optional(),
  /**
   * Optional: each network's block explorer, whose transaction pages are `<url>/tx/<hash>` (Etherscan's
   * form); receipts link there. Without one a receipt shows its hash alone; demo chains use ours.
   */
  L1_EXPLORER_URL: explorerUrl.optional(),
  L2_EXPLORER_URL: explorerUrl.optional(),
  L1_CHAIN_ID: chainId.optional(),
  L2_CHAIN_ID: chainId.optional(),
  ACE_TOKEN_ADDRESS: address.optional(),
  DAPPX_TOKEN_ADDRESS: address.optional(),
  VAULT_ADDRESS: address.optional(),
  ETH_BRIDGE_ADDRESS: address.optional(),
  WITHDRAW_SIGNER_KEY: privateKey.optional(),
  MARKETPLACE_MINTER_KEY: privateKey.optional(),
  MARKETPLACE_ADMIN_ADDRESS: address.optional(),
  /** Only where we relay the bridge ourselves (demo chains): pays bridged ETH out on L2. */
  BRIDGE_RELAYER_KEY: privateKey.optional(),
  /** Optional: with it the store refunds refused NFT payments itself; without, they wait for an operator. */
  MARKETPLACE_ADMIN_KEY: privateKey.optional(),
  DEPOSIT_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).default(2),
  /**
   * Optional: a second L1 network (the spec's chain 0x2a) with a token pair and Vault of its own; the
   * withdraw signer and the other roles are the first network's.
   */
  L1B_RPC_URL: z.url().optional(),
  L1B_PUBLIC_RPC_URL: z.url().optional(),
  L1B_EXPLORER_URL: explorerUrl.optional(),
  L1B_CHAIN_ID: chainId.optional(),
  L1B_NAME: z.string().trim().min(1).max(40).default('Testnet'),
  L1B_CURRENCY_SYMBOL: z
    .string()
    .regex(/^[A-Za-z0-9]{2,11}$/, 'must be 2 to 11 letters or digits, e.g. ETH')
    .default('ETH'),
  L1B_ACE_TOKEN_ADDRESS: address.optional(),
  L1B_DAPPX_TOKEN_ADDRESS: address.optional(),
  L1B_VAULT_ADDRESS: address.optional(),
  L1B_DEPOSIT_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).optional(),
  CHAIN_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  WITHDRAW_VOUCHER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  DEMO_L1_PORT: z.coerce.number().int().min(0).max(65535).default(8545),
  DEMO_L2_PORT: z.coerce.number().int().min(0).max(65535).default(8555),
  DEMO_L1B_PORT: z.coerce.number().int().min(0).max(65535).default(8565),
};

type ChainEnv = z.infer<z.ZodObject<typeof chainEnvShape>>;

export type ChainEndpoint = {
  chainId: number;
  rpcUrl: string;
  publicRpcUrl: string;
  /** Where its transactions are shown: `<explorerUrl>/tx/<hash>`. */
  explorerUrl?: string;
};

/** An L1 network's own token pair and Vault. */
export type L1Contracts = { ace: Address; dappx: Address; vault: Address };

/**
 * One L1 network the store takes deposits on and pays withdrawals from: the first is the Acent network
 * (with the ETH bridge), an optional second one has contracts of its own, chosen by the wallet's chain id.
 */
export type L1Network = ChainEndpoint & {
  /** What wallets are told the network is called, and its coin. */
  name: string;
  currencySymbol: string;
  contracts: L1Contracts;
  depositConfirmations: number;
};

export type ChainTimings = ReturnType<typeof chainTimings>;

export type ChainsConfig = {
  /** The first L1 network (Acent): the ETH bridge's, and the one used where no chain id is named. */
  l1: ChainEndpoint;
  l2: ChainEndpoint;
  contracts: L1Contracts & { ethBridge: Address };
  /** Every L1 network, the first (l1 and its contracts) first. */
  l1Networks: L1Network[];
  withdrawSignerKey: Hex;
  marketplaceMinterKey: Hex;
  marketplaceAdminAddress: Address;
  /** The admin wallet's key where the store holds it (demo chains, or MARKETPLACE_ADMIN_KEY): it refunds. */
  marketplaceAdminKey: Hex | undefined;
  bridgeRelayerKey: Hex | undefined;
  depositConfirmations: number;
  pollMs: number;
  withdrawVoucherTtlMs: number;
  orderTtlMs: number;
  /** True on chains we started ourselves; enables the demo faucet and our bridge relayer. */
  demo: boolean;
  /** Demo chains only: the contracts' owner, who mints demo tokens for new accounts. */
  demoOwnerKey: Hex | undefined;
};

const required = [
  'L1_RPC_URL',
  'L2_RPC_URL',
  'L1_CHAIN_ID',
  'L2_CHAIN_ID',
  'ACE_TOKEN_ADDRESS',
  'DAPPX_TOKEN_ADDRESS',
  'VAULT_ADDRESS',
  'ETH_BRIDGE_ADDRESS',
  'WITHDRAW_SIGNER_KEY',
  'MARKETPLACE_MINTER_KEY',
  'MARKETPLACE_ADMIN_ADDRESS',
] as const;

const roleKeyVariables = [
  'WITHDRAW_SIGNER_KEY',
  'MARKETPLACE_MINTER_KEY',
  'BRIDGE_RELAYER_KEY',
  'MARKETPLACE_ADMIN_KEY',
] as const;

/** Keys and accounts everybody knows can hold no role on real chains. */
function publishedKeyProblems(e: ChainEnv): string[] {
  const problems = roleKeyVariables
    .filter((name) => e[name] !== undefined && isPublishedDevelopmentKey(e[name]))
    .map(
      (name) =>
        `${name}: is one of the published development keys (anyone can sign with it); use a key of your own`,
    );
  if (
    e.MARKETPLACE_ADMIN_KEY &&
    e.MARKETPLACE_ADMIN_ADDRESS &&
    privateKeyToAccount(e.MARKETPLACE_ADMIN_KEY).address.toLowerCase() !==
      e.MARKETPLACE_ADMIN_ADDRESS.toLowerCase()
  ) {
    problems.push('MARKETPLACE_ADMIN_KEY: is not the key of MARKETPLACE_ADMIN_ADDRESS');
  }
  if (e.MARKETPLACE_ADMIN_ADDRESS && isPublishedDevelopmentAddress(e.MARKETPLACE_ADMIN_ADDRESS)) {
    problems.push(
      'MARKETPLACE_ADMIN_ADDRESS: is a published development account (anyone can spend from it); use an account of your own',
    );
  }
  return problems;
}

const secondNetworkRequired = [
  'L1B_RPC_URL',
  'L1B_CHAIN_ID',
  'L1B_ACE_TOKEN_ADDRESS',
  'L1B_DAPPX_TOKEN_ADDRESS',
  'L1B_VAULT_ADDRESS',
] as const;

/** The second L1 network's variables: all of the required ones or none, beside the first network's. */
function readSecondNetwork(e: ChainEnv, firstGiven: boolean): L1Network | undefined | string[] {
  const given = secondNetworkRequired.filter((name) => e[name] !== undefined);
  if (given.length === 0) return undefined;
  if (!firstGiven)
    return [
      `${given[0]}: a second L1 network needs the first one: set L1_RPC_URL and the other chain variables too`,
    ];
  const missing = secondNetworkRequired.filter((name) => e[name] === undefined);
  if (missing.length > 0) return missing.map((name) => `${name}: required when ${given[0]} is set`);
  const taken = [e.L1_CHAIN_ID, e.L2_CHAIN_ID].includes(e.L1B_CHAIN_ID);
  if (taken)
    return [
      `L1B_CHAIN_ID: ${e.L1B_CHAIN_ID} is already L1_CHAIN_ID or L2_CHAIN_ID; each network needs a chain id of its own (wallets choose contracts by it)`,
    ];
  return {
    chainId: e.L1B_CHAIN_ID!,
    rpcUrl: e.L1B_RPC_URL!,
    publicRpcUrl: e.L1B_PUBLIC_RPC_URL ?? e.L1B_RPC_URL!,
    explorerUrl: e.L1B_EXPLORER_URL,
    name: e.L1B_NAME,
    currencySymbol: e.L1B_CURRENCY_SYMBOL,
    contracts: {
      ace: e.L1B_ACE_TOKEN_ADDRESS!,
      dappx: e.L1B_DAPPX_TOKEN_ADDRESS!,
      vault: e.L1B_VAULT_ADDRESS!,
    },
    depositConfirmations: e.L1B_DEPOSIT_CONFIRMATIONS ?? e.DEPOSIT_CONFIRMATIONS,
  };
}

/** The chains from the environment, undefined when none are set, or the list of what is wrong. */
export function readChainsConfig(e: ChainEnv): ChainsConfig | undefined | string[] {
  const given = required.filter((name) => e[name] !== undefined);
  const second = readSecondNetwork(e, given.length > 0);
  if (second instanceof Array) return second;
  if (given.length === 0) return undefined;
  const missing = required.filter((name) => e[name] === undefined);
  if (missing.length > 0) return missing.map((name) => `${name}: required when ${given[0]} is set`);
  const published = publishedKeyProblems(e);
  if (published.length > 0) return published;
  const l1 = {
    chainId: e.L1_CHAIN_ID!,
    rpcUrl: e.L1_RPC_URL!,
    publicRpcUrl: e.L1_PUBLIC_RPC_URL ?? e.L1_RPC_URL!,
    explorerUrl: e.L1_EXPLORER_URL,
  };
  const contracts = {
    ace: e.ACE_TOKEN_ADDRESS!,
    dappx: e.DAPPX_TOKEN_ADDRESS!,
    vault: e.VAULT_ADDRESS!,
    ethBridge: e.ETH_BRIDGE_ADDRESS!,
  };
  return {
    l1,
    l2: {
      chainId: e.L2_CHAIN_ID!,
      rpcUrl: e.L2_RPC_URL!,
      publicRpcUrl: e.L2_PUBLIC_RPC_URL ?? e.L2_RPC_URL!,
      explorerUrl: e.L2_EXPLORER_URL,
    },
    contracts,
    l1Networks: [firstNetwork(l1, contracts, e.DEPOSIT_CONFIRMATIONS), ...(second ? [second] : [])],
    withdrawSignerKey: e.WITHDRAW_SIGNER_KEY!,
    marketplaceMinterKey: e.MARKETPLACE_MINTER_KEY!,
    marketplaceAdminAddress: e.MARKETPLACE_ADMIN_ADDRESS!,
    marketplaceAdminKey: e.MARKETPLACE_ADMIN_KEY,
    bridgeRelayerKey: e.BRIDGE_RELAYER_KEY,
    ...chainTimings(e),
    demo: false,
    demoOwnerKey: undefined,
  };
}

/** The first L1 network as wallets see it: the Acent network, its coin ACE (spec, section 9). */
const firstNetwork = (
  l1: ChainEndpoint,
  contracts: L1Contracts,
  depositConfirmations: number,
): L1Network => ({
  ...l1,
  name: 'Acent',
  currencySymbol: 'ACE',
  contracts: { ace: contracts.ace, dappx: contracts.dappx, vault: contracts.vault },
  depositConfirmations,
});

/** The L1 network of a chain id; none named means the first. Undefined for a chain the store is not on. */
export function l1NetworkOf(chains: Pick<ChainsConfig, 'l1Networks'>, chainId?: number | null) {
  if (chainId === undefined || chainId === null) return chains.l1Networks[0]!;
  return chains.l1Networks.find((network) => network.chainId === chainId);
}

export const chainTimings = (
  e: Pick<
    ChainEnv,
    'DEPOSIT_CONFIRMATIONS' | 'CHAIN_POLL_MS' | 'WITHDRAW_VOUCHER_TTL_MINUTES' | 'ORDER_TTL_MINUTES'
  >,
) => ({
  depositConfirmations: e.DEPOSIT_CONFIRMATIONS,
  pollMs: e.CHAIN_POLL_MS,
  withdrawVoucherTtlMs: e.WITHDRAW_VOUCHER_TTL_MINUTES * 60_000,
  orderTtlMs: e.ORDER_TTL_MINUTES * 60_000,
});

/**
 * Our own explorer's page of a demo chain (nobody else can see chains on our loopback): a path on the
 * store's origin, so the link works on whichever address the page was opened.
 */
const demoExplorerUrl = (chainId: number) => `/explorer/${chainId}`;

/** The store's own demo chains, started with its own keys; wallets reach them through `/rpc/l1` and `/rpc/l2`. */
export function demoChainsConfig(
  chains: {
    l1: { chainId: number; rpcUrl: string };
    l2: { chainId: number; rpcUrl: string };
    contracts: L1Contracts & { ethBridge: Address };
    l1b: { chainId: number; rpcUrl: string; contracts: L1Contracts };
    keys: DemoKeys;
  },
  publicUrl: string,
  timings: ChainTimings,
): ChainsConfig {
  const l1 = {
    ...chains.l1,
    publicRpcUrl: `${publicUrl}/rpc/l1`,
    explorerUrl: demoExplorerUrl(chains.l1.chainId),
  };
  const contracts = {
    ace: chains.contracts.ace,
    dappx: chains.contracts.dappx,
    vault: chains.contracts.vault,
    ethBridge: chains.contracts.ethBridge,
  };
  const l1b: L1Network = {
    chainId: chains.l1b.chainId,
    rpcUrl: chains.l1b.rpcUrl,
    publicRpcUrl: `${publicUrl}/rpc/l1b`,
    explorerUrl: demoExplorerUrl(chains.l1b.chainId),
    name: 'Testnet',
    currencySymbol: 'ETH',
    contracts: chains.l1b.contracts,
    depositConfirmations: timings.depositConfirmations,
  };
  return {
    l1,
    l2: {
      ...chains.l2,
      publicRpcUrl: `${publicUrl}/rpc/l2`,
      explorerUrl: demoExplorerUrl(chains.l2.chainId),
    },
    contracts,
    l1Networks: [firstNetwork(l1, contracts, timings.depositConfirmations), l1b],
    withdrawSignerKey: chains.keys.withdrawSigner,
    marketplaceMinterKey: chains.keys.minter,
    marketplaceAdminAddress: privateKeyToAccount(chains.keys.marketplaceAdmin).address,
    marketplaceAdminKey: chains.keys.marketplaceAdmin,
    bridgeRelayerKey: chains.keys.bridgeRelayer,
    ...timings,
    demo: true,
    demoOwnerKey: chains.keys.owner,
  };
}

/**
 * The accounts the store itself acts as on its chains. Their transactions are sent by the server,
 * never by a wallet, so the RPC proxy refuses any that arrives from outside.
 */
export function storeAccounts(chains: ChainsConfig): Address[] {
  const keys = [
    chains.withdrawSignerKey,
    chains.marketplaceMinterKey,
    chains.bridgeRelayerKey,
    chains.demoOwnerKey,
  ].filter((key): key is Hex => key !== undefined);
  return [...keys.map((key) => privateKeyToAccount(key).address), chains.marketplaceAdminAddress];
}
