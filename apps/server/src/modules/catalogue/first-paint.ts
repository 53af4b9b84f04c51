import {
  fillFirstPaint,
  recommendedColumns,
  type CarouselSlide,
  type FirstPaintLanguage,
  type FirstPaintTemplates,
  type GameCard,
  type GamesCatalogue,
} from '@dappx/shared';
import type { FirstPaintContent } from '../../lib/types';

/**
 * The home page's first paint: its title and first hero banner in the visitor's language (else the
 * English one), so the largest thing on screen paints as soon as the HTML and the banner are in,
 * instead of after the app's code has run. The app then renders over it.
 */
export function homeFirstPaint(
  slides: CarouselSlide[],
  language: FirstPaintLanguage,
  templates: FirstPaintTemplates,
): FirstPaintContent | undefined {
  const first = slides[0];
  const banner = first ? (first.image[language] ?? first.image.en) : undefined;
  if (!banner) return undefined;
  return { template: templates.home, text: { HERO_MOBILE: banner.mobile, HERO_DESKTOP: banner.desktop } };
}

/** The first Recommended grid's cards: on phones the first card's art is the page's largest paint. */
const gameCards = (cards: GameCard[], template: string) =>
  cards
    .map((card, index) =>
      fillFirstPaint(template, {
        CARD_IMAGE: card.image,
        CARD_NAME: card.name,
        CARD_PRIORITY: index === 0 ? 'high' : 'auto',
      }),
    )
    .join('');

/** The games page's first paint: the first featured slide and the first Recommended grid. */
export function gamesFirstPaint(
  games: GamesCatalogue,
  templates: FirstPaintTemplates,
): FirstPaintContent | undefined {
  const first = games.slides[0];
  if (!first) return undefined;
  return {
    template: templates.games[recommendedColumns(games.recommended.length)],
    text: {
      SLIDE_BACKDROP: first.bg_image,
      SLIDE_IMAGE: first.image,
      SLIDE_TITLE: first.title,
      SLIDE_EXCERPT: first.excerpt,
    },
    html: { CARDS: gameCards(games.recommended, templates.gameCard) },
  };
}
