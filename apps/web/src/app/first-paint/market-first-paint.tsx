import { initialMarketFilters } from '@dappx/shared/market-query';
import { firstPaintSlot as slot } from '@dappx/shared/first-paint';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { ImxConnectStandIn } from '@/features/layer2';
import { BreadcrumbBanner } from '@/features/marketplace/components/breadcrumb-banner';
import { CollectionBannerFrame, CollectionTopBar } from '@/features/marketplace/components/collection-banner';
import { FilterStandIn, SearchFieldStandIn } from '@/features/marketplace/components/control-stand-ins';
import { ItemCell, ItemGridFrame } from '@/features/marketplace/components/item-grid';
import {
  collectionOptions,
  sortOptions,
  statusOptions,
} from '@/features/marketplace/components/filter-options';
import { CollectionTileContent, FilterBarFrame } from '@/features/marketplace/components/market-filters';
import { MarketItemCardContent } from '@/features/marketplace/components/market-item-card';
import { collectionTileSx, itemCardSx, marketPageSx } from '@/features/marketplace/components/market-sx';
import { HeaderFirstPaint } from './first-paint-pages';

// The NFT market's and a collection's first screens as the app draws them, with slots where the items go.
// The search, filters and IMX area are stand-ins of their size that do nothing; each card is a plain
// link to its item's page.

/** The market's filters as it opens: every collection and status, cheapest first. */
function FilterStandIns() {
  const { t } = useTranslation();
  const opening = initialMarketFilters('');
  const labelOf = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? '';
  return (
    <FilterBarFrame>
      <FilterStandIn
        label={t('marketplace.collection')}
        value={labelOf(collectionOptions(t, []), opening.collection)}
      />
      <FilterStandIn label={t('marketplace.status')} value={labelOf(statusOptions(t), opening.status)} />
      <FilterStandIn label={t('marketplace.sort')} value={labelOf(sortOptions(t), opening.sort)} />
    </FilterBarFrame>
  );
}

export function MarketFirstPaint() {
  const { t } = useTranslation();
  return (
    <>
      <HeaderFirstPaint />
      <Box sx={marketPageSx}>
        <BreadcrumbBanner
          title={t('marketplace.explore')}
          search={<SearchFieldStandIn />}
          imx={<ImxConnectStandIn />}
        />
        {slot('COLLECTIONS')}
        <FilterStandIns />
        <ItemGridFrame>{slot('CARDS')}</ItemGridFrame>
      </Box>
    </>
  );
}

export function CollectionFirstPaint() {
  return (
    <>
      <HeaderFirstPaint />
      <Box sx={marketPageSx}>
        <CollectionTopBar imx={<ImxConnectStandIn />} />
        <CollectionBannerFrame
          art={slot('COLLECTION_ART')}
          name={slot('COLLECTION_NAME')}
          description={slot('COLLECTION_DESCRIPTION')}
          figures={{
            items: slot('COLLECTION_ITEMS'),
            floor: slot('COLLECTION_FLOOR'),
            owners: slot('COLLECTION_OWNERS'),
          }}
        />
        <ItemGridFrame>{slot('CARDS')}</ItemGridFrame>
      </Box>
    </>
  );
}

/** An item's card as a link to its page: what a tap does before the app can open its purchase dialog. */
export const ItemCardLink = () => (
  <ItemCell>
    <ButtonBase component="a" href={slot('HREF')} aria-label={slot('CARD_NAME')} sx={itemCardSx}>
      <MarketItemCardContent
        item={{
          image_url: slot('CARD_IMAGE'),
          collection_name: slot('ITEM_COLLECTION'),
          name: slot('CARD_NAME'),
          price: slot('ITEM_WEI'),
        }}
        price={slot('ITEM_PRICE')}
        usd={slot('ITEM_USD')}
        owner={slot('ITEM_OWNER')}
        status={slot('ITEM_STATUS')}
      />
    </ButtonBase>
  </ItemCell>
);

/**
 * A collection's tile, drawn to filter nothing: the app's tiles come with it. Its count is a slot, so its
 * words are the plural's (`one`: the tile of a collection of one item).
 */
export function TileStandIn({ one = false }: { one?: boolean }) {
  const { t } = useTranslation();
  // A count given as text picks no plural form: the plural's own key is asked for.
  const countText = one
    ? t('marketplace.itemCount', { count: 1 })
    : t('marketplace.itemCount_other', { count: slot('COUNT') });
  return (
    <Box aria-hidden="true" sx={collectionTileSx(false)}>
      <CollectionTileContent
        collection={{ image_url: slot('IMAGE'), name: slot('NAME') }}
        countText={countText}
      />
    </Box>
  );
}
