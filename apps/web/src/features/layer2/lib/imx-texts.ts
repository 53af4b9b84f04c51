import { layer2Texts } from '@dappx/shared/layer2-texts';
import { ApiRequestError } from '@/lib/api-client';

/**
 * What a failed link step says: the server's own words ('Please use the same address.'), otherwise
 * the spec's text for a link or deposit that the wallet declined or that failed.
 */
export const linkFailureText = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 ? error.message : layer2Texts.actionNeeded;
