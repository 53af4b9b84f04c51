/** Chain ids the spec treats as the Acent network (section 9): 0x22b8 (8888) and 0x231d (8989). */
const acentChains = ['0x22b8', '0x231d'];

/** The side panel's network label from the stored current_network; no wallet information reads as Acent. */
export function networkName(currentNetwork: string | null): 'Acent' | 'Ethereum' {
  if (!currentNetwork || currentNetwork === 'null') return 'Acent';
  return acentChains.includes(currentNetwork.toLowerCase()) ? 'Acent' : 'Ethereum';
}

/** A coin or token the wallet holds: ETH, ACE and DAPPX on L1, and ETH on the layer-2 (IMX) once linked. */
export type WalletToken = { symbol: 'DAPPX' | 'ACE' | 'ETH'; units: bigint; layer?: 'l2' };

/**
 * The side panel's token list: DAPPX and ACE, plus ETH only when more than two tokens are present
 * (spec, section 2), then the layer-2's ETH when an IMX wallet is linked.
 */
export function sidePanelTokens(tokens: WalletToken[]): WalletToken[] {
  const l1 = tokens.filter((token) => !token.layer);
  const shown = l1.length > 2 ? ['DAPPX', 'ACE', 'ETH'] : ['DAPPX', 'ACE'];
  return [
    ...shown.flatMap((symbol) => l1.filter((token) => token.symbol === symbol)),
    ...tokens.filter((token) => token.layer === 'l2'),
  ];
}
