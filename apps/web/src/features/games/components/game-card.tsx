import type { GameCard as GameCardData } from '@dappx/shared';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StarIcon from '@mui/icons-material/Star';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';
import { useViewportWidth } from '@/lib/use-breakpoints';
import { playsHoverVideo, showsLabels } from '../game-rules';
import { useElementWidth } from './use-element-width';

const stars = [1, 2, 3, 4, 5];

/** A game: art, 5 stars (no rating logic, spec 2), play and NFT store links, hover video, hashtags. */
export function GameCard({ game, wide = false }: { game: GameCardData; wide?: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const labels = showsLabels(useElementWidth(ref));
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
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: wide ? { xs: 'column', md: 'row' } : 'column',
        minWidth: 0,
        borderRadius: '20px',
        overflow: 'hidden',
        bgcolor: '#151833',
        border: '1px solid rgba(255,255,255,0.08)',
        transition: 'transform .25s ease, box-shadow .25s ease, border-color .25s ease',
        '&:hover, &:focus-within': {
          transform: 'translateY(-4px)',
          borderColor: 'rgba(115,80,255,0.6)',
          boxShadow: '0 16px 40px rgba(0,0,0,0.45)',
        },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          flex: wide ? { md: '0 0 58%' } : undefined,
          overflow: 'hidden',
          bgcolor: '#0d0f24',
        }}
      >
        <Box
          component="img"
          src={game.image}
          alt=""
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            filter: game.commingSoon ? 'grayscale(0.7) brightness(0.6)' : undefined,
            transition: 'transform .4s ease',
            'article:hover &': { transform: 'scale(1.04)' },
          }}
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
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        {game.commingSoon && (
          <Box
            component="span"
            data-testid="coming-soon"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              fontSize: 18,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              color: '#fff',
              textShadow: '0 2px 12px rgba(0,0,0,0.7)',
            }}
          >
            {t('games.comingSoon')}
          </Box>
        )}
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: 2, flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          {game.logo && (
            <Box
              component="img"
              src={game.logo}
              alt=""
              sx={{ width: 36, height: 36, borderRadius: 2, flexShrink: 0 }}
            />
          )}
          <Typography
            component="h3"
            data-testid="game-name"
            sx={
              labels
                ? { fontWeight: 800, fontSize: 20, overflow: 'hidden', textOverflow: 'ellipsis' }
                : visuallyHidden
            }
          >
            <Highlight text={game.name} />
          </Typography>
          {game.currency && labels && (
            <Box
              component="span"
              sx={{
                ml: 'auto',
                fontSize: 11,
                fontWeight: 800,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'rgba(255,255,255,0.08)',
              }}
            >
              <Highlight text={game.currency} />
            </Box>
          )}
        </Box>

        <Box
          role="img"
          aria-label={t('games.stars')}
          data-testid="game-stars"
          sx={{ display: 'flex', color: '#fbbf24' }}
        >
          {stars.map((star) => (
            <StarIcon key={star} fontSize="small" aria-hidden data-testid="star" />
          ))}
        </Box>

        {game.hashtag.length > 0 && (
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
          >
            {game.hashtag.map((tag) => (
              <Box
                component="li"
                key={tag}
                data-testid="hashtag"
                sx={{
                  fontSize: 12,
                  fontWeight: 700,
                  px: 1.25,
                  py: 0.25,
                  borderRadius: 10,
                  color: '#c9bfff',
                  bgcolor: 'rgba(115,80,255,0.2)',
                }}
              >
                #{tag}
              </Box>
            ))}
          </Box>
        )}

        <Box sx={{ display: 'flex', gap: 1, mt: 'auto', alignItems: 'center' }}>
          {game.commingSoon ? (
            <Button variant="contained" disabled size="small" startIcon={<PlayArrowIcon />}>
              {t('games.comingSoon')}
            </Button>
          ) : labels ? (
            <>
              <Button
                component={AppLink}
                href={game.href}
                target="_blank"
                variant="contained"
                startIcon={<PlayArrowIcon />}
              >
                <Highlight text={t('Play')} />
              </Button>
              {game.store && (
                <Button
                  component={AppLink}
                  href={game.store}
                  target="_blank"
                  variant="outlined"
                  color="secondary"
                  startIcon={<StorefrontIcon />}
                >
                  <Highlight text={t('games.nftStore')} />
                </Button>
              )}
            </>
          ) : (
            <>
              <IconButton
                component={AppLink}
                href={game.href}
                target="_blank"
                aria-label={t('games.playGame', { name: game.name })}
                sx={{ bgcolor: 'primary.main', color: '#fff', '&:hover': { bgcolor: 'primary.light' } }}
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
          )}
        </Box>
      </Box>
    </Box>
  );
}
