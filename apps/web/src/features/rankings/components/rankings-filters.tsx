import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import type { RankingsSort } from '@dappx/shared/rankings';
import { chartCategories } from '@dappx/shared/catalogue-constants';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { figureOfSort } from '../figures';
import { sorts, type RankingsView } from '../rankings-view';
import { ChainSelect } from './chain-select';
import { useCategoryName, useFigureName } from './use-figure-text';
import { BasisToggle } from './basis-toggle';
import { WindowToggle } from './window-toggle';

type FiltersProps = {
  view: RankingsView;
  /** The chains the store indexes, from the last answer. */
  chains: number[];
  onChange: (change: Partial<RankingsView>) => void;
  /** On a phone the cards have no column headers to sort by: a select does it. */
  withSort: boolean;
};

/** The window, chain and category the rankings are over (and on a phone, their order). */
export function RankingsFilters({ view, chains, onChange, withSort }: FiltersProps) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const names = useFigureName(view.figures);
  return (
    <Box
      data-testid="rankings-filters"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        // Two selects a row on a phone rather than one each.
        '& .MuiTextField-root': { flex: { xs: '1 1 140px', sm: 'none' }, minWidth: { xs: 0, sm: 190 } },
      }}
    >
      <WindowToggle value={view.window} onChange={(window) => onChange({ window })} />
      <BasisToggle value={view.figures} onChange={(figures) => onChange({ figures })} />
      <ChainSelect chains={chains} value={view.chain} onChange={(chain) => onChange({ chain })} />
      <FilterSelect<ChartCategory | 'all'>
        label={t('rankings.category.label')}
        value={view.category ?? 'all'}
        onChange={(category) => onChange({ category: category === 'all' ? undefined : category })}
        options={[
          { value: 'all', label: t('rankings.category.all') },
          ...chartCategories.map((category) => ({ value: category, label: categoryName(category) })),
        ]}
      />
      {withSort ? (
        <FilterSelect<RankingsSort>
          label={t('rankings.sortBy')}
          value={view.sort}
          onChange={(sort) => onChange({ sort })}
          options={sorts.map((sort) => ({ value: sort, label: names.full(figureOfSort[sort]) }))}
        />
      ) : undefined}
    </Box>
  );
}
