/** Chain ids the spec treats as the Acent network (section 9): 0x22b8 (8888) and 0x231d (8989). */
const acentChains = ['0x22b8', '0x231d'];

/** The side panel's network label from the stored current_network; no wallet information reads as Acent. */
export function networkName(currentNetwork: string | null): 'Acent' | 'Ethereum' {
  if (!currentNetwork || currentNetwork === 'null') return 'Acent';
  return acentChains.includes(currentNetwork.toLowerCase()) ? 'Acent' : 'Ethereum';
}

export type WalletToken = { symbol: 'DAPPX' | 'ACE' | 'ETH'; units: bigint };

/** The side panel's token list: DAPPX and ACE, plus ETH only when more than two tokens are present. */
export function sidePanelTokens(tokens: WalletToken[]): WalletToken[] {
  const shown = tokens.length > 2 ? ['DAPPX', 'ACE', 'ETH'] : ['DAPPX', 'ACE'];
  return shown.flatMap((symbol) => tokens.filter((token) => token.symbol === symbol));
}
