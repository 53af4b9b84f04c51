import type { RankingsFigures } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '@/lib/i18n';
import { changeText, figureOfSort, type FigureKey } from '../figures';
import { figuresOfBasis } from '../figures-basis';
import { sorts } from '../rankings-view';
import { ChangeMark } from './change-mark';
import { tileSx } from './tile-style';
import { useFigureName, useFigureText } from './use-figure-text';

const removedOf = { uaw: 'uaw', transactions: 'transactions', volume_usd: 'volume' } as const;

/**
 * An app's four figures over a window, each a tile with its change: the cleaned figure first, then the
 * raw one beside it with the share the cleaning rules removed, so a reader sees what the rules took out.
 */
export function AppFigures({ figures }: { figures: RankingsFigures }) {
  const names = useFigureName('clean');
  const figureText = useFigureText();
  const clean = figuresOfBasis(figures, 'clean');
  return (
    <Box
      component="dl"
      data-testid="app-figures"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {sorts.map((sort) => {
        const key = figureOfSort[sort];
        return (
          <Box key={key} data-figure={sort} sx={tileSx}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {names.full(key)}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Typography sx={valueSx}>{figureText(clean, key)}</Typography>
              <ChangeMark change={clean[key].change} />
              {key === 'balance_usd' ? undefined : <RawBeside figures={figures} figureKey={key} />}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** "Raw 1,234 · 12.5% removed": the figure before cleaning, and how much of it the rules took out. */
function RawBeside({
  figures,
  figureKey,
}: {
  figures: RankingsFigures;
  figureKey: Exclude<FigureKey, 'balance_usd'>;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const figureText = useFigureText();
  const removed = figures.removed[removedOf[figureKey]];
  return (
    <Typography variant="body2" color="text.secondary" data-testid="raw-figure" sx={{ mt: 0.5 }}>
      {t('rankings.app.raw', { value: figureText(figures, figureKey) })}
      {removed === null
        ? undefined
        : ` · ${t('rankings.app.removed', { share: changeText(removed, language) })}`}
    </Typography>
  );
}

const valueSx = {
  fontWeight: 800,
  fontSize: { xs: 20, md: 24 },
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
} as const;
