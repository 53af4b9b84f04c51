import { firstPaintSlot as slot } from '@dappx/shared/first-paint';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { GameCardFirstPaint } from '@/features/games/components/game-card';
import { GameGrid } from '@/features/games/components/game-grid';
import { GamePageFrame, GamePageTop } from '@/features/games/components/game-page';
import { GamesBackdrop, GamesHeroFrame, SlideContent } from '@/features/games/components/games-hero-parts';
import { HeroFirstBanner } from '@/features/home/components/hero-frame';
import { HomeTop } from '@/features/home/components/home-top';
import { NavBarFrame } from '../layout/nav-bar';

// The first screens of /, /games and a game's page as the app draws them, from the app's own components,
// with slots where the catalogue's data goes (render-first-paint.tsx renders them at build time).

export const HeaderFirstPaint = ({ transparent = false }: { transparent?: boolean }) => (
  <NavBarFrame transparent={transparent} />
);

export function HomeFirstPaint() {
  return (
    <>
      <HeaderFirstPaint />
      <HomeTop hero={<HeroFirstBanner mobile={slot('HERO_MOBILE')} desktop={slot('HERO_DESKTOP')} />} />
    </>
  );
}

/**
 * Room the slide's button and the dots take under it in the app; they come with the app (the button
 * wears the slide's colour, which a template cannot carry safely).
 */
const slideActionsSpace = '120px';

export function GamesFirstPaint({ columns }: { columns: 2 | 3 }) {
  const { t } = useTranslation();
  const slide = { image: slot('SLIDE_IMAGE'), title: slot('SLIDE_TITLE'), excerpt: slot('SLIDE_EXCERPT') };
  return (
    <>
      <HeaderFirstPaint transparent />
      <GamesHeroFrame backdrop={<GamesBackdrop src={slot('SLIDE_BACKDROP')} />}>
        <Box sx={{ pb: slideActionsSpace }}>
          <SlideContent slide={slide} />
        </Box>
      </GamesHeroFrame>
      <Container maxWidth="lg">
        <GameGrid
          id="recommended"
          title={t('RECOMMENDED')}
          games={[]}
          columns={{ xs: 1, sm: columns }}
          cards={slot('CARDS')}
        />
      </Container>
    </>
  );
}

export const GameCardSlot = () => (
  <GameCardFirstPaint
    game={{ image: slot('CARD_IMAGE'), name: slot('CARD_NAME') }}
    // A slot the server fills with 'high' for the first card (the phone's largest paint), else 'auto'.
    fetchPriority={slot('CARD_PRIORITY') as 'high'}
  />
);

/** A game's page down to its description; its rankings, safety panel and similar games come with the app. */
export function GameFirstPaint() {
  return (
    <>
      <HeaderFirstPaint />
      <GamePageFrame>
        <GamePageTop
          art={slot('GAME_ART')}
          logo={slot('GAME_LOGO')}
          name={slot('GAME_NAME')}
          facts={slot('GAME_FACTS')}
          buttons={slot('GAME_BUTTONS')}
          description={slot('GAME_DESCRIPTION')}
        />
      </GamePageFrame>
    </>
  );
}
