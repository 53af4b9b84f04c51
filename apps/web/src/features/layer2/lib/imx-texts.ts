import { layer2Texts } from '@dappx/shared/layer2-texts';
import { ApiRequestError } from '@/lib/api-client';

/** First 6 characters, an ellipsis, the last 4 (wallet-area spec, layer-2 connect area). */
export const shortImxAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * What a failed link step says: the server's own words ('Please use the same address.'), otherwise
 * the spec's text for a link or deposit that the wallet declined or that failed.
 */
export const linkFailureText = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 ? error.message : layer2Texts.actionNeeded;
