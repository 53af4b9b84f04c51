import { formatDisplayAmount, nftStatus, unitsOf, type NftToken } from '@dappx/shared';

export const isAvailable = (token: NftToken) => token.status === nftStatus.available;

/** The token's price in the L2 coin (the IMX balance), with the wallet area's 6 decimals. */
export const priceText = (token: NftToken) => `${formatDisplayAmount(unitsOf(token.price))} IMX`;
