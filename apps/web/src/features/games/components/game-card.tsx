import type { GameCard as GameCardData } from '@dappx/shared/catalogue';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';
import { useViewportWidth } from '@/lib/use-breakpoints';
import { gamePath, playsHoverVideo, showsLabels } from '../game-rules';
import { GameLinkButton } from './game-link-button';
import {
  artSx,
  cardSx,
  comingSoonSx,
  currencySx,
  hashtagSx,
  hoverVideoSx,
  mediaSx,
  playIconSx,
} from './game-card.styles';
import { useWidthRule } from './use-width-rule';

const nameLinkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { textDecoration: 'underline' },
} as const;

type ImageFetchPriority = 'high' | 'low' | 'auto';

type GameProps = { game: GameCardData };
/** Whether the card is wide enough for its texts (showsLabels); narrower, its buttons are icons. */
type LabelledProps = GameProps & { labels: boolean };

/**
 * A game: art, play and NFT store links, hover video, hashtags. No stars: the catalogue holds no
 * ratings, and five stars on every game (coming soon ones too) claimed one (docs/spec-differences.md).
 */
export function GameCard({
  game,
  wide = false,
  lazyArt = false,
}: {
  game: GameCardData;
  wide?: boolean;
  /** Fetched only when the card comes near the screen. */
  lazyArt?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  const labels = useWidthRule(ref, showsLabels);
  const viewport = useViewportWidth();
  const [hovered, setHovered] = useState(false);
  const video = hovered && playsHoverVideo(viewport, game.videoOnHover) ? game.videoOnHover : undefined;

  return (
    <Box
      ref={ref}
      component="article"
      data-testid="game-card"
      data-labels={labels ? 'shown' : 'hidden'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      sx={cardSx(wide)}
    >
      <GameMedia game={game} wide={wide} video={video} lazyArt={lazyArt} />

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: 2, flex: 1, minWidth: 0 }}>
        <GameTitle game={game} labels={labels} lazyArt={lazyArt} />
        <Hashtags tags={game.hashtag} />
        <Box sx={{ display: 'flex', gap: 1, mt: 'auto', alignItems: 'center' }}>
          <GameActions game={game} labels={labels} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The card as the page's first paint draws it before the app runs: frame and art, the name kept
 * for screen readers; the buttons and tags come with the app.
 */
export function GameCardFirstPaint({
  game,
  fetchPriority,
}: {
  game: Pick<GameCardData, 'image' | 'name'>;
  fetchPriority: ImageFetchPriority;
}) {
  const card = { ...game, commingSoon: false, hashtag: [], _id: '', href: '' };
  return (
    <Box component="article" sx={cardSx(false)}>
      <GameMedia game={card} wide={false} video={undefined} fetchPriority={fetchPriority} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: 2, flex: 1, minWidth: 0 }}>
        <GameTitle game={card} labels={false} />
      </Box>
    </Box>
  );
}

/** The art, the hover video over it while one plays, and the 'coming soon' label. */
function GameMedia({
  game,
  wide,
  video,
  fetchPriority,
  lazyArt = false,
}: GameProps & {
  wide: boolean;
  video: string | undefined;
  fetchPriority?: ImageFetchPriority;
  lazyArt?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={mediaSx(wide)}>
      <Box
        component="img"
        src={game.image}
        alt=""
        fetchPriority={fetchPriority}
        loading={lazyArt ? 'lazy' : undefined}
        sx={artSx(game.commingSoon)}
      />
      {video && (
        <Box
          component="video"
          data-testid="hover-video"
          src={video}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden
          sx={hoverVideoSx}
        />
      )}
      {game.commingSoon && (
        <Box component="span" data-testid="coming-soon" sx={comingSoonSx}>
          {t('games.comingSoon')}
        </Box>
      )}
      {game._id && (
        // The whole art leads to the game's page too; the name's link is the one keyboards and readers use.
        <Box
          component={Link}
          to={gamePath(game)}
          tabIndex={-1}
          aria-hidden
          sx={{ position: 'absolute', inset: 0 }}
        />
      )}
    </Box>
  );
}

/**
 * Logo, name and chain. The name shows at every width (people look for it first); above 587 px it grows
 * and the chain tag joins it, as the spec's labels do.
 */
function GameTitle({ game, labels, lazyArt = false }: LabelledProps & { lazyArt?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {game.logo && (
        <Box
          component="img"
          src={game.logo}
          alt=""
          loading={lazyArt ? 'lazy' : undefined}
          sx={{ width: 36, height: 36, borderRadius: 2, flexShrink: 0 }}
        />
      )}
      <Typography
        component="h3"
        data-testid="game-name"
        noWrap
        title={game.name}
        sx={{ fontWeight: 800, fontSize: labels ? 20 : 16, minWidth: 0 }}
      >
        {game._id ? (
          // The first paint's card has no slug yet: its name is plain text until the app draws the card.
          <Box component={Link} to={gamePath(game)} sx={nameLinkSx}>
            <Highlight text={game.name} />
          </Box>
        ) : (
          <Highlight text={game.name} />
        )}
      </Typography>
      {game.currency && labels && (
        <Box component="span" sx={currencySx}>
          <Highlight text={game.currency} />
        </Box>
      )}
    </Box>
  );
}

function Hashtags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <HashtagList>
      {tags.map((tag) => (
        <Hashtag key={tag} tag={tag} />
      ))}
    </HashtagList>
  );
}

export const HashtagList = ({ children }: { children: ReactNode }) => (
  <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
    {children}
  </Box>
);

export const Hashtag = ({ tag }: { tag: string }) => (
  <Box component="li" data-testid="hashtag" sx={hashtagSx}>
    #{tag}
  </Box>
);

/** Play and the NFT store: a disabled 'coming soon' button, labelled buttons, or icons on a narrow card. */
function GameActions({ game, labels }: LabelledProps) {
  const { t } = useTranslation();
  if (game.commingSoon) {
    return (
      <Button variant="contained" disabled size="small" startIcon={<PlayArrowIcon />}>
        {t('games.comingSoon')}
      </Button>
    );
  }
  return labels ? <LabelledActions game={game} /> : <IconActions game={game} />;
}

function LabelledActions({ game }: GameProps) {
  const { t } = useTranslation();
  return (
    <>
      <GameLinkButton kind="play" href={game.href}>
        <Highlight text={t('Play')} />
      </GameLinkButton>
      {game.store && (
        <GameLinkButton kind="store" href={game.store}>
          <Highlight text={t('games.nftStore')} />
        </GameLinkButton>
      )}
    </>
  );
}

/** The narrow card's buttons: icons, named for screen readers after the game. */
function IconActions({ game }: GameProps) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton
        component={AppLink}
        href={game.href}
        target="_blank"
        aria-label={t('games.playGame', { name: game.name })}
        sx={playIconSx}
      >
        <PlayArrowIcon />
      </IconButton>
      {game.store && (
        <IconButton
          component={AppLink}
          href={game.store}
          target="_blank"
          aria-label={t('games.openStore', { name: game.name })}
          sx={{ border: '1px solid', borderColor: 'secondary.main', color: 'secondary.main' }}
        >
          <StorefrontIcon />
        </IconButton>
      )}
    </>
  );
}
