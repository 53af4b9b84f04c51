import type { RankingsBasis, RankingsRow, RankingsSort } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bareGridList } from '@/components/bare-list';
import { figureOfSort, isMadeOfTransactions, seriesOfSort } from '../figures';
import { sorts } from '../rankings-view';
import { AppName } from './app-name';
import { ChainNames } from './chain-names';
import { ChangeMark } from './change-mark';
import { FigureValue } from './figure-value';
import type { RowsProps } from './rows-props';
import { tileSx } from './tile-style';
import { Sparkline } from './sparkline';
import { useCategoryName, useFigureName, useFigureText } from './use-figure-text';

/** The rankings on a phone: a card per app, the figure it is sorted by in front, the others below. */
export function RankingsCards({ rows, sort, window, basis, links }: RowsProps) {
  const { t } = useTranslation();
  return (
    <Box component="ol" aria-label={t('rankings.title')} sx={{ ...bareGridList, gap: 1.5 }}>
      {rows.map((row) => (
        <RankingsCard key={row.app.slug} row={row} sort={sort} window={window} basis={basis} links={links} />
      ))}
    </Box>
  );
}

function RankingsCard({ row, sort, window, basis, links }: Omit<RowsProps, 'rows'> & { row: RankingsRow }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const names = useFigureName(basis);
  return (
    <Box component="li" data-testid="rankings-row" sx={tileSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 800, color: 'text.secondary', minWidth: 24 }}>{row.rank}</Typography>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <AppName app={row.app} href={links.app(row.app.slug)} />
        </Box>
        <Sparkline
          points={row.series}
          figure={seriesOfSort[sort]}
          width={88}
          label={t('rankings.trendOf', {
            name: row.app.name,
            figure: names.full(seriesOfSort[sort]),
            window: t(`rankings.window.${window}`),
          })}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1, pl: 4.5 }}>
        <Typography variant="body2" color="text.secondary">
          {categoryName(row.app.category)}
        </Typography>
        <ChainNames chains={row.app.chains} />
      </Box>
      <CardFigures row={row} sort={sort} basis={basis} trace={links.trace(row.app.slug)} />
    </Box>
  );
}

type CardFiguresProps = { row: RankingsRow; sort: RankingsSort; basis: RankingsBasis; trace: string };

/** The sorted-by figure large, then the other three in a row of their own. */
function CardFigures({ row, sort, basis, trace }: CardFiguresProps) {
  const figureText = useFigureText();
  const names = useFigureName(basis);
  const lead = figureOfSort[sort];
  const others = sorts.filter((key) => key !== sort);
  return (
    <>
      <Box
        data-figure={sort}
        data-value={row[lead].value}
        sx={{ mt: 1.5, display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {names.full(lead)}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: 22, fontVariantNumeric: 'tabular-nums' }}>
          <FigureValue text={figureText(row, lead)} to={isMadeOfTransactions(sort) ? trace : undefined} />
        </Typography>
        <ChangeMark change={row[lead].change} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
      >
        {others.map((key) => (
          <Box key={key} data-figure={key} data-value={row[figureOfSort[key]].value} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary" noWrap>
              {names.short(figureOfSort[key])}
            </Typography>
            <Box
              component="dd"
              sx={{ m: 0, fontWeight: 600, fontSize: 14, fontVariantNumeric: 'tabular-nums' }}
            >
              <Box>
                <FigureValue
                  text={figureText(row, figureOfSort[key])}
                  to={isMadeOfTransactions(key) ? trace : undefined}
                />
              </Box>
              <ChangeMark change={row[figureOfSort[key]].change} />
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
