// The layer-2 link's message and texts, apart from its schemas (layer2.ts): no zod, so the pages that
// link or show the IMX wallet import them without the request schemas of every call.

/**
 * What the wallet signs (personal_sign, while switched to L2) to link its layer-2 address to the
 * signed-in account. The chain id ties it to this L2; the account's own address being the only one
 * accepted, a replayed signature can only link what is already linked.
 */
export const layer2LinkMessage = (input: { address: string; chainId: number }) =>
  `Link this wallet to DAPPX on the IMX layer-2 network.\n\nAddress: ${input.address.toLowerCase()}\nChain ID: ${input.chainId}`;

export const layer2Texts = {
  sameAddress: 'Please use the same address.',
  notLinked: 'Connect to IMX first.',
  badSignature: 'Please complete the action needed.',
  insufficient: 'Insufficient balance',
  notPositive: 'Amount should be greater than zero.',
  mismatch: 'Something went wrong. Please try again later.',
  actionNeeded: 'Please complete the action needed.',
} as const;
