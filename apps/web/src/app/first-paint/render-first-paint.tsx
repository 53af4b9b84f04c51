import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { languages } from '@dappx/shared/catalogue-constants';
import {
  firstPaintSlot,
  type FirstPaintBuild,
  type FirstPaintLanguage,
  type FirstPaintTemplates,
  type GamePageParts,
  type MarketPageParts,
} from '@dappx/shared/first-paint';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createInstance, type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { appTheme } from '../theme';
import { Hashtag } from '@/features/games/components/game-card';
import {
  GameArt,
  GameChainItem,
  GameChains,
  GameComingSoon,
  GameGenres,
  GameLogo,
  GamePlay,
  GameStore,
} from '@/features/games/components/game-page';
import {
  GameCardSlot,
  GameFirstPaint,
  GamesFirstPaint,
  HeaderFirstPaint,
  HomeFirstPaint,
} from './first-paint-pages';
import { CollectionArt, CollectionDescription } from '@/features/marketplace/components/collection-banner';
import { CollectionsFrame } from '@/features/marketplace/components/market-filters';
import { ItemOwner, ItemStatus, ItemUsd } from '@/features/marketplace/components/market-item-card';
import { CollectionFirstPaint, ItemCardLink, MarketFirstPaint, TileStandIn } from './market-first-paint';

// Run by the build (scripts/build.mjs) in Node: renders the first paint's templates, each with the
// styles its markup uses, for every language.

type Texts = Record<string, string>;
const localeFiles = import.meta.glob<Texts>(['/src/locales/*.json', '/src/features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

function textsIn(language: FirstPaintLanguage): i18n {
  const texts = Object.entries(localeFiles)
    .filter(([file]) => file.endsWith(`/${language}.json`))
    .map(([, bundle]) => bundle);
  const instance = createInstance({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: { translation: Object.assign({}, ...texts) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void instance.init();
  return instance;
}

/**
 * The page's CSP takes styles from nonce'd tags only, so a style attribute in the HTML would be refused
 * (and logged). MUI writes a few (the app bar's Paper variables); in the app React sets them through the
 * DOM, which the CSP allows. Left out here, the elements look the same: the variables' rules fall back.
 */
const withoutStyleAttributes = (markup: string) => markup.replace(/ style="[^"]*"/g, '');

/**
 * Markups rendered as the app would, and the styles they use in one `<style>` (its nonce a slot).
 * compat: emotion writes no style tags into the markup, extractCritical collects them instead.
 */
function renderWithStyles(nodes: ReactNode[], texts: i18n): { style: string; markups: string[] } {
  const cache = createCache({ key: 'fp' });
  cache.compat = true;
  const markups = nodes.map((node) =>
    withoutStyleAttributes(
      renderToStaticMarkup(
        <CacheProvider value={cache}>
          <ThemeProvider theme={appTheme()}>
            <CssBaseline />
            <I18nextProvider i18n={texts}>
              <MemoryRouter>{node}</MemoryRouter>
            </I18nextProvider>
          </ThemeProvider>
        </CacheProvider>,
      ),
    ),
  );
  const { css } = createEmotionServer(cache).extractCritical(markups.join(''));
  return { style: `<style nonce="${firstPaintSlot('NONCE')}">${css}</style>`, markups };
}

function renderTemplate(node: ReactNode, texts: i18n): string {
  const { style, markups } = renderWithStyles([node], texts);
  return style + markups[0];
}

/** The parts of a game's page that depend on the game: one for each of GamePageParts, no more. */
const gamePageParts: Record<keyof GamePageParts, ReactNode> = {
  art: <GameArt image={firstPaintSlot('IMAGE')} comingSoon={false} />,
  artComingSoon: <GameArt image={firstPaintSlot('IMAGE')} comingSoon />,
  logo: <GameLogo src={firstPaintSlot('IMAGE')} />,
  genres: <GameGenres>{firstPaintSlot('TAGS')}</GameGenres>,
  tag: <Hashtag tag={firstPaintSlot('TAG')} />,
  chains: <GameChains>{firstPaintSlot('CHAINS')}</GameChains>,
  chain: <GameChainItem name={firstPaintSlot('CHAIN_NAME')} icon={firstPaintSlot('CHAIN_ICON')} />,
  chainNoIcon: <GameChainItem name={firstPaintSlot('CHAIN_NAME')} />,
  play: <GamePlay href={firstPaintSlot('HREF')} />,
  store: <GameStore href={firstPaintSlot('HREF')} />,
  comingSoon: <GameComingSoon />,
};

/** A game's page, its `<style>` holding its parts' styles too: they are rendered beside it for them. */
function gameTemplates(texts: i18n): Pick<FirstPaintTemplates, 'game' | 'gameParts'> {
  const names = Object.keys(gamePageParts) as (keyof GamePageParts)[];
  const { style, markups } = renderWithStyles(
    [<GameFirstPaint />, ...names.map((name) => gamePageParts[name])],
    texts,
  );
  const parts = Object.fromEntries(names.map((name, index) => [name, markups[index + 1]!]));
  return { game: style + markups[0], gameParts: parts as GamePageParts };
}

/** The parts of the market's pages that depend on their items: one for each of MarketPageParts. */
const marketPageParts: Record<keyof MarketPageParts, ReactNode> = {
  card: <ItemCardLink />,
  usd: <ItemUsd usd={firstPaintSlot('TEXT')} />,
  owner: <ItemOwner owner={firstPaintSlot('OWNER')} address={firstPaintSlot('OWNER_ADDRESS')} />,
  available: <ItemStatus available />,
  sold: <ItemStatus available={false} />,
  collections: <CollectionsFrame>{firstPaintSlot('TILES')}</CollectionsFrame>,
  tile: <TileStandIn />,
  tileOne: <TileStandIn one />,
  collectionArt: <CollectionArt src={firstPaintSlot('IMAGE')} />,
  collectionDescription: <CollectionDescription text={firstPaintSlot('TEXT')} />,
};

/** The market's and a collection's pages, their `<style>` holding their parts' styles too. */
function marketTemplates(texts: i18n): Pick<FirstPaintTemplates, 'market' | 'collection' | 'marketParts'> {
  const names = Object.keys(marketPageParts) as (keyof MarketPageParts)[];
  const { style, markups } = renderWithStyles(
    [<MarketFirstPaint />, <CollectionFirstPaint />, ...names.map((name) => marketPageParts[name])],
    texts,
  );
  const parts = Object.fromEntries(names.map((name, index) => [name, markups[index + 2]!]));
  return {
    market: style + markups[0],
    collection: style + markups[1],
    marketParts: parts as MarketPageParts,
  };
}

function templatesIn(language: FirstPaintLanguage): FirstPaintTemplates {
  const texts = textsIn(language);
  // A games page's <style> holds its cards' styles too: the card is rendered beside it for them.
  const games = (columns: 2 | 3) => {
    const { style, markups } = renderWithStyles(
      [<GamesFirstPaint columns={columns} />, <GameCardSlot />],
      texts,
    );
    return style + markups[0];
  };
  return {
    page: renderTemplate(<HeaderFirstPaint />, texts),
    home: renderTemplate(<HomeFirstPaint />, texts),
    games: { 2: games(2), 3: games(3) },
    gameCard: renderWithStyles([<GameCardSlot />], texts).markups[0]!,
    ...gameTemplates(texts),
    ...marketTemplates(texts),
  };
}

export function renderFirstPaint(): FirstPaintBuild {
  return Object.fromEntries(
    languages.map((language) => [language, templatesIn(language)]),
  ) as FirstPaintBuild;
}
