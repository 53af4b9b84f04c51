import type { GamesCatalogue } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportWidth } from '@/lib/use-breakpoints';
import { useLaterCommit } from '@/lib/use-later-commit';
import { useGames } from '../api/get-games';
import { GameGrid } from '../components/game-grid';
import { GamesHero } from '../components/games-hero';
import { columnsAt, popularColumns, recommendedColumns } from '../game-rules';

// Only a failed load shows the alert: its code stays out of the page's first load.
const Alert = lazy(() => import('@mui/material/Alert'));

/** A recommended grid's columns: as its games' count asks, one on phones. */
const recommendedAt = (width: number, count: number) => columnsAt(width, recommendedColumns(count));

/** The games page: featured slider, then the grids in the spec's order (section 2, Games page). */
export function GamesRoute() {
  const { t } = useTranslation();
  const width = useViewportWidth();
  const games = useGames();
  // Rendered from a deferred copy, the page is built in short interruptible slices instead of one
  // long task when the catalogue arrives: the slider and the first grid (what a phone shows) first,
  // then, in a later commit of its own, the grids further down.
  const data = useDeferredValue(games.data);
  const below = useLaterCommit(data !== undefined) ? data : undefined;

  if (!data) return <GamesLoading failed={games.isError} />;

  return (
    <Box sx={{ pb: { xs: 6, md: 10 } }}>
      <GamesHero slides={data.slides} />
      <Container maxWidth="lg">
        <GameGrid
          id="recommended"
          title={t('RECOMMENDED')}
          games={data.recommended}
          columns={recommendedAt(width, data.recommended.length)}
        />
        {below ? (
          <LowerGrids games={below} width={width} />
        ) : (
          // Holds the footer below the fold until these grids are in, so nothing on screen moves.
          <Box sx={{ minHeight: '100vh' }} />
        )}
      </Container>
    </Box>
  );
}

/** Until the catalogue arrives: the page's title over a spinner, or the error. */
function GamesLoading({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    // The page's full height: the footer stays below the fold instead of jumping down when games arrive.
    <Container sx={{ py: 8, minHeight: '100vh' }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 4 }}>
        {t('Games')}
      </Typography>
      {failed ? (
        <Suspense>
          <Alert severity="error">{t('games.loadError')}</Alert>
        </Suspense>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={t('games.loading')} />
        </Box>
      )}
    </Container>
  );
}

/** The grids below the first one, in the spec's order. */
function LowerGrids({ games, width }: { games: GamesCatalogue; width: number }) {
  const { t } = useTranslation();
  return (
    <>
      <GameGrid
        belowFold
        id="special-offers-hidden"
        title={t('games.specialOffers')}
        games={games.specialOffersHidden}
        columns={columnsAt(width, 1)}
        wide
        hidden
      />
      <GameGrid
        belowFold
        id="recommended-second"
        games={games.recommendedSecond}
        columns={recommendedAt(width, games.recommendedSecond.length)}
      />
      <GameGrid
        belowFold
        id="popular"
        title={t('games.popular')}
        games={games.popular}
        columns={popularColumns(width)}
      />
      <GameGrid
        belowFold
        id="special-offers"
        title={t('games.specialOffers')}
        games={games.specialOffers}
        columns={1}
        wide
      />
      <GameGrid
        belowFold
        id="recommended-final"
        title={t('RECOMMENDED')}
        games={games.recommendedFinal}
        columns={recommendedAt(width, games.recommendedFinal.length)}
      />
    </>
  );
}
