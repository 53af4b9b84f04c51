import type { MarketItem } from '@dappx/shared/marketplace';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bareGridList } from '@/components/bare-list';
import { MarketItemCard } from './market-item-card';

/** Items as the market and a collection's page lay them out: a grid on wide screens, one column on phones. */
export function ItemGrid({ items, onOpen }: { items: MarketItem[]; onOpen: (item: MarketItem) => void }) {
  return (
    <ItemGridFrame>
      {items.map((item) => (
        <ItemCell key={item.item_id}>
          <MarketItemCard item={item} onOpen={() => onOpen(item)} />
        </ItemCell>
      ))}
    </ItemGridFrame>
  );
}

/** The grid's list, its cells given. */
export function ItemGridFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('marketplace.items')}
      sx={{
        ...bareGridList,
        gap: { xs: 1.5, md: 2.5 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

export const ItemCell = ({ children }: { children: ReactNode }) => (
  <Box component="li" sx={{ display: 'flex' }}>
    {children}
  </Box>
);

/** The grid of one page, with the pages under it when there are more than one. */
export function PagedItemGrid({
  items,
  onOpen,
  page,
  pages,
  onPage,
}: {
  items: MarketItem[];
  onOpen: (item: MarketItem) => void;
  /** From 0. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <ItemGrid items={items} onOpen={onOpen} />
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_event, next) => onPage(next - 1)}
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
        />
      ) : undefined}
    </>
  );
}
