import type { Layer2Link } from '@dappx/shared/layer2';
import { layer2LinkMessage } from '@dappx/shared/layer2-texts';
import { loadOnChain } from '@/lib/wallet/load-wallet';
import { postLayer2Link } from '../api/post-layer2-link';

/**
 * The link step: the wallet switched to L2 reports its address and signs the link message there; the
 * store links it only if it is the signed-in wallet ('Please use the same address.').
 */
export async function linkImxWallet(): Promise<Layer2Link> {
  const onChain = await loadOnChain();
  const wallet = await onChain.walletClient('l2');
  // Asked, not read from the session: the account the wallet reports on L2 is what gets linked.
  const [address] = await wallet.requestAddresses();
  if (!address) throw new Error('The wallet reported no address.');
  const { l2 } = await onChain.loadChains();
  const signature = await wallet.signMessage({
    account: address,
    message: layer2LinkMessage({ address, chainId: l2.chainId }),
  });
  return postLayer2Link({ address, signature });
}
