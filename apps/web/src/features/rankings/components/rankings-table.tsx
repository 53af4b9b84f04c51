import type { RankingsRow, RankingsSort } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import { figureOfSort, isMadeOfTransactions, seriesOfSort } from '../figures';
import { sorts } from '../rankings-view';
import { AppName } from './app-name';
import { ChainNames } from './chain-names';
import { ChangeMark } from './change-mark';
import { FigureValue } from './figure-value';
import type { RowsProps } from './rows-props';
import { Sparkline } from './sparkline';
import { useCategoryName, useFigureName, useFigureText } from './use-figure-text';

type TableProps = RowsProps & { onSort: (sort: RankingsSort) => void };
type RowProps = Omit<RowsProps, 'rows'> & { row: RankingsRow };

const headSx = { color: 'text.secondary', fontWeight: 700, whiteSpace: 'nowrap' } as const;

/** The rankings as a table: a row per app, each figure with its change, sorted by a column's header. */
export function RankingsTable({ rows, sort, window, basis, onSort, links }: TableProps) {
  const { t } = useTranslation();
  const names = useFigureName(basis);
  return (
    <TableContainer sx={{ borderRadius: 3, border: 1, borderColor: 'divider' }}>
      <Table size="small" aria-label={t('rankings.title')} data-testid="rankings-table">
        <TableHead>
          <TableRow sx={{ '& th': headSx }}>
            <TableCell align="right">{t('rankings.column.rank')}</TableCell>
            <TableCell>{t('rankings.column.app')}</TableCell>
            <TableCell>{t('rankings.column.category')}</TableCell>
            <TableCell>{t('rankings.column.chains')}</TableCell>
            {sorts.map((key) => (
              <TableCell key={key} align="right" sortDirection={sort === key ? 'desc' : false}>
                <TableSortLabel
                  active={sort === key}
                  direction="desc"
                  onClick={() => onSort(key)}
                  title={names.full(figureOfSort[key])}
                >
                  {names.short(figureOfSort[key])}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>
              {t('rankings.column.trend', {
                figure: names.short(seriesOfSort[sort]),
                window: t(`rankings.windowShort.${window}`),
              })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <RankingsTableRow
              key={row.app.slug}
              row={row}
              sort={sort}
              window={window}
              basis={basis}
              links={links}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RankingsTableRow({ row, sort, window, basis, links }: RowProps) {
  const { t } = useTranslation();
  const figureText = useFigureText();
  const categoryName = useCategoryName();
  const names = useFigureName(basis);
  return (
    <TableRow data-testid="rankings-row" hover>
      <TableCell align="right" sx={{ fontWeight: 800, color: 'text.secondary' }}>
        {row.rank}
      </TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        <AppName app={row.app} href={links.app(row.app.slug)} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{categoryName(row.app.category)}</TableCell>
      <TableCell>
        <ChainNames chains={row.app.chains} />
      </TableCell>
      {sorts.map((key) => {
        const figure = figureOfSort[key];
        return (
          <TableCell
            key={key}
            align="right"
            data-figure={key}
            data-value={row[figure].value}
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            <Box sx={{ fontWeight: sort === key ? 800 : 500, whiteSpace: 'nowrap' }}>
              <FigureValue
                text={figureText(row, figure)}
                to={isMadeOfTransactions(key) ? links.trace(row.app.slug) : undefined}
              />
            </Box>
            <ChangeMark change={row[figure].change} />
          </TableCell>
        );
      })}
      <TableCell>
        <Sparkline
          points={row.series}
          figure={seriesOfSort[sort]}
          label={t('rankings.trendOf', {
            name: row.app.name,
            figure: names.full(seriesOfSort[sort]),
            window: t(`rankings.window.${window}`),
          })}
        />
      </TableCell>
    </TableRow>
  );
}
