import { layer2Texts } from '@dappx/shared/layer2-texts';
import type { Address } from 'viem';
import type { Receipt } from '@/lib/wallet/receipt';
import { loadOnChain } from '@/lib/wallet/load-wallet';
import { storedWalletAddress } from '@/lib/session';
import { ApiRequestError } from '@/lib/api-client';
import { getLayer2Link } from '../api/get-layer2-link';
import { linkFailureText } from './imx-texts';

/** A failed deposit with the text the dialog shows. */
export class EthDepositError extends Error {}

async function linkedAddress(link: () => Promise<string>): Promise<string> {
  try {
    return (await getLayer2Link()).address;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
  }
  // The spec's order: link the wallet to the layer-2 network, then deposit.
  try {
    return await link();
  } catch (error) {
    throw new EthDepositError(linkFailureText(error));
  }
}

/**
 * ETH from the wallet on L1 to its linked address on L2, through the bridge entry
 * (EthBridge.depositEth); resolves with its receipt once the L1 transaction is mined.
 */
export async function depositEth(units: bigint, link: () => Promise<string>): Promise<Receipt> {
  const recipient = await linkedAddress(link);
  if (recipient.toLowerCase() !== storedWalletAddress()?.toLowerCase())
    throw new EthDepositError(layer2Texts.mismatch);
  try {
    const onChain = await loadOnChain();
    const [{ contracts }, { ethBridgeAbi }] = await Promise.all([
      onChain.loadChains(),
      import('@dappx/contracts/generated/EthBridge'),
    ]);
    return await onChain.writeAndWait('bridge', {
      address: contracts.ethBridge as Address,
      abi: ethBridgeAbi,
      functionName: 'depositEth',
      args: [recipient as Address],
      value: units,
    });
  } catch {
    throw new EthDepositError(layer2Texts.actionNeeded);
  }
}
