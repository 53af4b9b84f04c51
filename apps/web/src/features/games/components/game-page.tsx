import type { GameChain, GameDetail } from '@dappx/shared/catalogue';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionTitle } from '@/components/section-title';
import { SafetyPanel } from '@/features/contract-safety';
import { AppRankingsSection } from '@/features/rankings';
import { useViewportWidth } from '@/lib/use-breakpoints';
import { columnsAt, popularColumns } from '../game-rules';
import { Hashtags } from './game-card';
import { GameGrid } from './game-grid';
import { GameLinkButton } from './game-link-button';
import { artSx, mediaSx } from './game-card.styles';

/**
 * A game's page: art beside name, tags, chains and buttons; then its description, its on-chain activity
 * when the rankings list it, and similar games.
 */
export function GamePage({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const width = useViewportWidth();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography component={Link} to="/games" sx={{ color: 'text.secondary', fontSize: 14 }}>
        ← {t('games.allGames')}
      </Typography>
      <Box
        data-testid="game-overview"
        sx={{
          mt: 2,
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <GameArt game={game} />
        <GameFacts game={game} />
      </Box>
      <Box component="section" aria-labelledby="game-about" sx={{ mt: { xs: 5, md: 7 }, maxWidth: 760 }}>
        <SectionTitle id="game-about" title={t('games.about')} />
        <Typography data-testid="game-description" sx={{ fontSize: { xs: 16, md: 18 }, lineHeight: 1.7 }}>
          {game.description}
        </Typography>
      </Box>
      <AppRankingsSection slug={game._id} />
      <SafetyPanel app={game._id} />
      <GameGrid
        id="similar"
        title={t('games.similar')}
        games={game.similar}
        columns={columnsAt(width, popularColumns(width))}
      />
    </Container>
  );
}

/** The game's art, large, in the cards' 16:9 frame (greyed, as on its card, while it is still to come). */
function GameArt({ game }: { game: GameDetail }) {
  return (
    <Box sx={{ ...mediaSx(false), borderRadius: '20px', border: 1, borderColor: 'divider' }}>
      <Box component="img" src={game.image} alt="" fetchPriority="high" sx={artSx(game.commingSoon)} />
    </Box>
  );
}

function GameFacts({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        {game.logo && (
          <Box component="img" src={game.logo} alt="" sx={{ width: 56, height: 56, borderRadius: 2 }} />
        )}
        <Typography
          component="h1"
          data-testid="game-title"
          sx={{ fontWeight: 800, fontSize: { xs: 32, md: 44 }, lineHeight: 1.1, overflowWrap: 'anywhere' }}
        >
          {game.name}
        </Typography>
      </Box>
      {game.hashtag.length > 0 && (
        <Fact label={t('games.genres')}>
          <Hashtags tags={game.hashtag} />
        </Fact>
      )}
      {game.chains.length > 0 && (
        <Fact label={t('games.chains')}>
          <Chains chains={game.chains} />
        </Fact>
      )}
      <GameButtons game={game} />
    </Box>
  );
}

/** A labelled fact of the game: its genres, its chains. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography sx={{ color: 'text.secondary', fontSize: 13, fontWeight: 700, mb: 1 }}>{label}</Typography>
      {children}
    </Box>
  );
}

function Chains({ chains }: { chains: GameChain[] }) {
  return (
    <Box
      component="ul"
      data-testid="game-chains"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {chains.map((chain) => (
        <Box
          component="li"
          key={chain.id}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.75,
            borderRadius: 999,
            bgcolor: 'tint.currencyTag',
            fontWeight: 700,
            fontSize: 14,
          }}
        >
          {chain.icon && <Box component="img" src={chain.icon} alt="" sx={{ width: 20, height: 20 }} />}
          {chain.name}
        </Box>
      ))}
    </Box>
  );
}

/** Play (the game's site, in a new tab) and its NFT store; a game still to come shows a badge instead of Play. */
function GameButtons({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 1 }}>
      {game.commingSoon ? (
        <Chip
          icon={<ScheduleIcon />}
          label={t('games.comingSoon')}
          color="secondary"
          variant="outlined"
          data-testid="game-coming-soon"
          sx={{ fontWeight: 800, fontSize: 15, height: 40, px: 1 }}
        />
      ) : (
        <GameLinkButton kind="play" href={game.href} size="large">
          {t('Play')}
        </GameLinkButton>
      )}
      {game.store && (
        <GameLinkButton kind="store" href={game.store} size="large">
          {t('games.nftStore')}
        </GameLinkButton>
      )}
    </Box>
  );
}
