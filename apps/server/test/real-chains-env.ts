import type { DemoChains } from '@dappx/contracts/demo-chains';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/**
 * The environment of a store on configured (real) chains, as production sets it, with keys of its
 * own; nothing listens at the RPC URLs, which is enough for what refuses or answers before a chain call.
 */
export const realChainsEnv = (): Record<string, string> => ({
  L1_RPC_URL: 'http://127.0.0.1:9/l1',
  L2_RPC_URL: 'http://127.0.0.1:9/l2',
  L1_CHAIN_ID: '1',
  L2_CHAIN_ID: '13371',
  ACE_TOKEN_ADDRESS: '0x1000000000000000000000000000000000000001',
  DAPPX_TOKEN_ADDRESS: '0x1000000000000000000000000000000000000002',
  VAULT_ADDRESS: '0x1000000000000000000000000000000000000003',
  ETH_BRIDGE_ADDRESS: '0x1000000000000000000000000000000000000004',
  WITHDRAW_SIGNER_KEY: generatePrivateKey(),
  MARKETPLACE_MINTER_KEY: generatePrivateKey(),
  MARKETPLACE_ADMIN_ADDRESS: '0x1000000000000000000000000000000000000005',
});

/**
 * The environment of a store that takes running demo chains as configured chains: what a test or bench
 * needs to read real blocks without the store starting demo chains of its own.
 */
export const demoChainsAsConfiguredEnv = (
  chains: Pick<DemoChains, 'l1' | 'l2' | 'contracts' | 'keys'>,
): Record<string, string> => ({
  L1_RPC_URL: chains.l1.rpcUrl,
  L2_RPC_URL: chains.l2.rpcUrl,
  L1_CHAIN_ID: String(chains.l1.chainId),
  L2_CHAIN_ID: String(chains.l2.chainId),
  ACE_TOKEN_ADDRESS: chains.contracts.ace,
  DAPPX_TOKEN_ADDRESS: chains.contracts.dappx,
  VAULT_ADDRESS: chains.contracts.vault,
  ETH_BRIDGE_ADDRESS: chains.contracts.ethBridge,
  WITHDRAW_SIGNER_KEY: chains.keys.withdrawSigner,
  MARKETPLACE_MINTER_KEY: chains.keys.minter,
  MARKETPLACE_ADMIN_ADDRESS: privateKeyToAccount(chains.keys.marketplaceAdmin).address,
});
