import type { GameDetail } from '@dappx/shared/catalogue';
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
import { Hashtag, HashtagList } from './game-card';
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
    <GamePageFrame>
      <GamePageTop
        art={<GameArt image={game.image} comingSoon={game.commingSoon} />}
        logo={game.logo && <GameLogo src={game.logo} />}
        name={game.name}
        facts={<GameFacts game={game} />}
        buttons={<GameButtons game={game} />}
        description={game.description}
      />
      <AppRankingsSection slug={game._id} />
      <SafetyPanel app={game._id} />
      <GameGrid
        id="similar"
        title={t('games.similar')}
        games={game.similar}
        columns={columnsAt(width, popularColumns(width))}
      />
    </GamePageFrame>
  );
}

export const GamePageFrame = ({ children }: { children: ReactNode }) => (
  <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
    {children}
  </Container>
);

type GamePageTopProps = {
  art: ReactNode;
  logo: ReactNode;
  name: string;
  facts: ReactNode;
  buttons: ReactNode;
  description: string;
};

/**
 * The page's top: the way back, the art beside the game's name, facts and buttons, and its description.
 * The first paint draws the same from the server's data (app/first-paint), so its parts are given.
 */
export function GamePageTop({ art, logo, name, facts, buttons, description }: GamePageTopProps) {
  const { t } = useTranslation();
  return (
    <>
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
        {art}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
            {logo}
            <Typography
              component="h1"
              data-testid="game-title"
              sx={{
                fontWeight: 800,
                fontSize: { xs: 32, md: 44 },
                lineHeight: 1.1,
                overflowWrap: 'anywhere',
              }}
            >
              {name}
            </Typography>
          </Box>
          {facts}
          <GameButtonsRow>{buttons}</GameButtonsRow>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="game-about" sx={{ mt: { xs: 5, md: 7 }, maxWidth: 760 }}>
        <SectionTitle id="game-about" title={t('games.about')} />
        <Typography data-testid="game-description" sx={{ fontSize: { xs: 16, md: 18 }, lineHeight: 1.7 }}>
          {description}
        </Typography>
      </Box>
    </>
  );
}

/** The game's art, large, in the cards' 16:9 frame (greyed, as on its card, while it is still to come). */
export function GameArt({ image, comingSoon }: { image: string; comingSoon: boolean }) {
  return (
    <Box sx={{ ...mediaSx(false), borderRadius: '20px', border: 1, borderColor: 'divider' }}>
      <Box component="img" src={image} alt="" fetchPriority="high" sx={artSx(comingSoon)} />
    </Box>
  );
}

export const GameLogo = ({ src }: { src: string }) => (
  <Box component="img" src={src} alt="" sx={{ width: 56, height: 56, borderRadius: 2 }} />
);

/** Its genres and chains, each labelled, those it has. */
function GameFacts({ game }: { game: GameDetail }) {
  return (
    <>
      {game.hashtag.length > 0 && (
        <GameGenres>
          {game.hashtag.map((tag) => (
            <Hashtag key={tag} tag={tag} />
          ))}
        </GameGenres>
      )}
      {game.chains.length > 0 && (
        <GameChains>
          {game.chains.map((chain) => (
            <GameChainItem key={chain.id} name={chain.name} icon={chain.icon} />
          ))}
        </GameChains>
      )}
    </>
  );
}

export function GameGenres({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Fact label={t('games.genres')}>
      <HashtagList>{children}</HashtagList>
    </Fact>
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

export function GameChains({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Fact label={t('games.chains')}>
      <Box
        component="ul"
        data-testid="game-chains"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {children}
      </Box>
    </Fact>
  );
}

export function GameChainItem({ name, icon }: { name: string; icon?: string }) {
  return (
    <Box
      component="li"
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
      {icon && <Box component="img" src={icon} alt="" sx={{ width: 20, height: 20 }} />}
      {name}
    </Box>
  );
}

const GameButtonsRow = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 1 }}>{children}</Box>
);

/** Play (the game's site, in a new tab) and its NFT store; a game still to come shows a badge instead of Play. */
function GameButtons({ game }: { game: GameDetail }) {
  return (
    <>
      {game.commingSoon ? <GameComingSoon /> : <GamePlay href={game.href} />}
      {game.store && <GameStore href={game.store} />}
    </>
  );
}

export function GameComingSoon() {
  const { t } = useTranslation();
  return (
    <Chip
      icon={<ScheduleIcon />}
      label={t('games.comingSoon')}
      color="secondary"
      variant="outlined"
      data-testid="game-coming-soon"
      sx={{ fontWeight: 800, fontSize: 15, height: 40, px: 1 }}
    />
  );
}

export function GamePlay({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <GameLinkButton kind="play" href={href} size="large">
      {t('Play')}
    </GameLinkButton>
  );
}

export function GameStore({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <GameLinkButton kind="store" href={href} size="large">
      {t('games.nftStore')}
    </GameLinkButton>
  );
}
