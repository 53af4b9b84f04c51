import { gamePageText } from '@dappx/shared/page-titles';
import type { GameDetail } from '@dappx/shared/catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useNotify } from '@/components/notifications';
import { usePageLanguage } from '@/lib/i18n';
import { isUnknownGame, useGame } from '../api/get-game';
import { GamePage } from '../components/game-page';

/** A game's page (/games/:slug), in the manner of a store's product page. */
export function GameRoute() {
  const { slug = '' } = useParams();
  const game = useGame(slug);
  useGameTitle(game.data);

  if (isUnknownGame(game.error)) return <UnknownGame />;
  if (!game.data) return <GameLoading failed={game.isError} />;
  return <GamePage game={game.data} />;
}

/** The tab shows the game's name once it is known (the app's own title rule names only the kind of page). */
function useGameTitle(game: GameDetail | undefined) {
  const language = usePageLanguage();
  useEffect(() => {
    if (game) document.title = gamePageText(game.name, game.description, language).title;
  }, [game, language]);
}

/** A game the store does not have goes to all the games, saying so, as an unknown page goes home. */
function UnknownGame() {
  const { t } = useTranslation();
  const notify = useNotify();
  useEffect(() => notify({ severity: 'info', message: t('games.notFound') }), [notify, t]);
  return <Navigate to="/games" replace />;
}

function GameLoading({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    // The page's full height: the footer stays below the fold instead of jumping down when the game arrives.
    <Container sx={{ py: 8, minHeight: '100vh' }}>
      {failed ? (
        <Alert severity="error">{t('games.loadGameError')}</Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={t('games.loadingGame')} />
        </Box>
      )}
    </Container>
  );
}
