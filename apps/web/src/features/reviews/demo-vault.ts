import { parseAbi, parseUnits, type Address } from 'viem';
import { loadNetwork, publicClient, writeAndWait } from '@/lib/wallet/on-chain';

/** An app's listed contract, as its page has it. */
export type ListedContract = { chain_id: number; address: string };

/** A staking vault of the demo's, and the token it takes. */
export type DemoVault = { address: Address; token: Address; symbol: string };

const vaultAbi = parseAbi(['function token() view returns (address)', 'function stake(uint256 amount)']);
const tokenAbi = parseAbi([
  'function symbol() view returns (string)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

/** What a try-out stakes: one whole token (the demo's tokens have 18 decimals). */
export const tryOutStake = parseUnits('1', 18);

/**
 * The first of the app's contracts on the selected L1 network that answers as a staking vault does
 * (`token()`, a token with a symbol); undefined when none does. Read from the chain, so any demo vault
 * listed under an app is found without the store keeping a list of them.
 */
export async function findDemoVault(contracts: ListedContract[]): Promise<DemoVault | undefined> {
  const network = await loadNetwork();
  const client = await publicClient('l1');
  for (const contract of contracts.filter((each) => each.chain_id === network.chainId)) {
    const address = contract.address as Address;
    try {
      const token = await client.readContract({ address, abi: vaultAbi, functionName: 'token' });
      const symbol = await client.readContract({ address: token, abi: tokenAbi, functionName: 'symbol' });
      return { address, token, symbol };
    } catch {
      // Not a vault: its code has no token(), or the answer is no token.
    }
  }
  return undefined;
}

/** Uses the vault as anyone would, from the signed-in wallet: approves the stake, then stakes it. */
export async function stakeInDemoVault(vault: DemoVault): Promise<void> {
  await writeAndWait('l1', {
    address: vault.token,
    abi: tokenAbi,
    functionName: 'approve',
    args: [vault.address, tryOutStake],
  });
  await writeAndWait('l1', {
    address: vault.address,
    abi: vaultAbi,
    functionName: 'stake',
    args: [tryOutStake],
  });
}
