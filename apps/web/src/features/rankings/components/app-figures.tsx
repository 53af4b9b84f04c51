import type { RankingsFigures } from '@dappx/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { figureOfSort } from '../figures';
import { sorts } from '../rankings-view';
import { ChangeMark } from './change-mark';
import { useFigureName, useFigureText } from './use-figure-text';

/** An app's four figures over a window, each a tile with its change. */
export function AppFigures({ figures }: { figures: RankingsFigures }) {
  const names = useFigureName();
  const figureText = useFigureText();
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
          <Box
            key={key}
            data-figure={sort}
            sx={{
              p: 2,
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'surface.tinted',
              minWidth: 0,
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {names.full(key)}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Typography
                sx={{
                  fontWeight: 800,
                  fontSize: { xs: 20, md: 24 },
                  fontVariantNumeric: 'tabular-nums',
                  overflowWrap: 'anywhere',
                }}
              >
                {figureText(figures, key)}
              </Typography>
              <ChangeMark change={figures[key].change} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
