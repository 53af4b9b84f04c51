import { demoTokenAbi, vaultAbi } from '@dappx/contracts';
import { depositTexts, type DepositToken } from '@dappx/shared/deposits';
import { tokens } from '@dappx/shared/tokens';
import type { Address } from 'viem';
import type { Receipt } from '@/lib/wallet/receipt';
import { loadOnChain } from '@/lib/wallet/load-wallet';
import { storedWalletAddress } from '@/lib/session';

/** The token's and the Vault's addresses on the wallet's L1 network, as GET /v1/chains lists them. */
export async function depositContracts(token: DepositToken) {
  const { loadNetwork } = await loadOnChain();
  const { contracts } = await loadNetwork();
  return {
    tokenAddress: contracts[tokens[token].contract] as Address,
    vault: contracts.vault as Address,
    abi: { token: demoTokenAbi, vault: vaultAbi },
  };
}

/**
 * The deposit of the spec's section 4: the wallet on L1, an approval of the Vault when its allowance is
 * lower than the amount, then Vault.deposit(token, amount). The indexer credits it once confirmed.
 */
export async function depositOnChain(token: DepositToken, amount: bigint): Promise<Receipt> {
  const owner = storedWalletAddress() as Address | undefined;
  if (!owner) throw new Error(depositTexts.noWallet);
  const onChain = await loadOnChain();
  const { tokenAddress, vault } = await depositContracts(token);
  await onChain.switchWalletTo('l1');
  const client = await onChain.publicClient('l1');
  const allowance = await client.readContract({
    address: tokenAddress,
    abi: demoTokenAbi,
    functionName: 'allowance',
    args: [owner, vault],
  });
  if (allowance < amount) {
    await onChain.writeAndWait('l1', {
      address: tokenAddress,
      abi: demoTokenAbi,
      functionName: 'approve',
      args: [vault, amount],
    });
  }
  return onChain.writeAndWait('l1', {
    address: vault,
    abi: vaultAbi,
    functionName: 'deposit',
    args: [tokenAddress, amount],
  });
}
