import { nftMetadata, type ItemDetails, type MarketplaceItem, type NftMetadata } from '@dappx/shared';
import { marketplaceEndpoints } from '@dappx/shared/endpoints/marketplace';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A marketplace item with what the storefront adds to it: its metadata, owner's username and details. */
export type EnrichedItem = MarketplaceItem & Partial<NftMetadata & ItemDetails> & { owner?: string };

/** getItems: the marketplace items, from our API in place of the original's cloud function. */
export const getItems = () => api(marketplaceEndpoints.marketplaceItems).then((answer) => answer.items);

/** getItemDetails(nftContractAddress, nftId) and getUsername(ownerOf), with the metadata at tokenUri. */
async function enrich(item: MarketplaceItem): Promise<EnrichedItem> {
  try {
    const [metadata, details, user] = await Promise.all([
      fetch(item.tokenUri).then(async (response) => nftMetadata.parse(await response.json())),
      api(marketplaceEndpoints.itemDetails, {
        params: { tokenAddress: item.tokenAddress, tokenId: item.tokenId },
      }),
      api(marketplaceEndpoints.marketplaceUsername, { params: { address: item.ownerOf } }),
    ]);
    return { ...item, ...metadata, ...details, owner: user.username };
  } catch (error) {
    // Storefront spec section 8: logged per failed item, with no user message.
    console.error('ERROR FETCHING DETAILS', error);
    return item;
  }
}

/**
 * The storefront's marketplace state (spec section 3): fetching, then the items (success) or the error
 * (failure); each item's details are filled in after the list arrives.
 */
export function useMarketplaceItems() {
  const list = useQuery({ queryKey: ['marketplace', 'items'], queryFn: getItems });
  const details = useQuery({
    queryKey: ['marketplace', 'items', 'details', list.data],
    queryFn: () => Promise.all((list.data ?? []).map(enrich)),
    enabled: list.data !== undefined,
  });
  return {
    fetching: list.isFetching,
    marketplaceItems: (details.data ?? list.data ?? []) as EnrichedItem[],
    error: list.error,
  };
}
