import {
  fillFirstPaint,
  recommendedColumns,
  type CarouselSlide,
  type FirstPaintLanguage,
  type FirstPaintTemplates,
  type GameCard,
  type GameDetail,
  type GamePageParts,
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

/** Play or the badge of a game still to come, then its NFT store when it has one. */
const gameButtons = (game: GameDetail, parts: GamePageParts) =>
  (game.commingSoon ? parts.comingSoon : fillFirstPaint(parts.play, { HREF: game.href })) +
  (game.store ? fillFirstPaint(parts.store, { HREF: game.store }) : '');

/** Its genres and chains, each list only when it has some, as the app draws them. */
function gameFacts(game: GameDetail, parts: GamePageParts): string {
  const tags = game.hashtag.map((tag) => fillFirstPaint(parts.tag, { TAG: tag })).join('');
  const chains = game.chains
    .map(({ name, icon }) =>
      icon
        ? fillFirstPaint(parts.chain, { CHAIN_NAME: name, CHAIN_ICON: icon })
        : fillFirstPaint(parts.chainNoIcon, { CHAIN_NAME: name }),
    )
    .join('');
  return (
    (tags ? fillFirstPaint(parts.genres, {}, { TAGS: tags }) : '') +
    (chains ? fillFirstPaint(parts.chains, {}, { CHAINS: chains }) : '')
  );
}

/**
 * A game's page down to its description, so its name, art, links and text show before the app's code has
 * run; undefined for a game the store does not show (the app then says so).
 */
export function gameFirstPaint(
  game: GameDetail | undefined,
  templates: FirstPaintTemplates,
): FirstPaintContent | undefined {
  if (!game) return undefined;
  const parts = templates.gameParts;
  return {
    template: templates.game,
    text: { GAME_NAME: game.name, GAME_DESCRIPTION: game.description },
    html: {
      GAME_ART: fillFirstPaint(game.commingSoon ? parts.artComingSoon : parts.art, { IMAGE: game.image }),
      GAME_LOGO: game.logo ? fillFirstPaint(parts.logo, { IMAGE: game.logo }) : '',
      GAME_FACTS: gameFacts(game, parts),
      GAME_BUTTONS: gameButtons(game, parts),
    },
  };
}
