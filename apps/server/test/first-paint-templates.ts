import { firstPaintFile, type FirstPaintBuild, type FirstPaintTemplates } from '@dappx/shared';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Templates shaped like the web build's (apps/web/src/app/first-paint), small enough to read in a
 * test: each names its language and page, and carries the slots the real ones do.
 */
const templatesIn = (language: string): FirstPaintTemplates => {
  const style = `<style nonce="__FP_NONCE__">/*${language}*/</style>`;
  const games = (columns: number) =>
    `${style}<header>${language}</header><img src="__FP_SLIDE_BACKDROP__"><img src="__FP_SLIDE_IMAGE__">` +
    `<h2>__FP_SLIDE_TITLE__</h2><p>__FP_SLIDE_EXCERPT__</p><div data-columns="${columns}">__FP_CARDS__</div>`;
  return {
    page: `${style}<header>${language}</header>`,
    home:
      `${style}<header>${language}</header><h1>home ${language}</h1><picture>` +
      `<source srcset="__FP_HERO_DESKTOP__"><img src="__FP_HERO_MOBILE__" data-shell-hero></picture>`,
    games: { 2: games(2), 3: games(3) },
    gameCard:
      '<article><img src="__FP_CARD_IMAGE__" fetchpriority="__FP_CARD_PRIORITY__"><h3>__FP_CARD_NAME__</h3></article>',
    game:
      `${style}<header>${language}</header>__FP_GAME_ART__<div>__FP_GAME_LOGO__<h1>__FP_GAME_NAME__</h1></div>` +
      '__FP_GAME_FACTS__<div>__FP_GAME_BUTTONS__</div><p>__FP_GAME_DESCRIPTION__</p>',
    gameParts: {
      art: '<img src="__FP_IMAGE__">',
      artComingSoon: '<img src="__FP_IMAGE__" data-coming-soon>',
      logo: '<img src="__FP_IMAGE__" data-logo>',
      genres: `<ul data-genres="${language}">__FP_TAGS__</ul>`,
      tag: '<li>#__FP_TAG__</li>',
      chains: `<ul data-chains="${language}">__FP_CHAINS__</ul>`,
      chain: '<li><img src="__FP_CHAIN_ICON__">__FP_CHAIN_NAME__</li>',
      chainNoIcon: '<li>__FP_CHAIN_NAME__</li>',
      play: `<a href="__FP_HREF__">play ${language}</a>`,
      store: `<a href="__FP_HREF__">store ${language}</a>`,
      comingSoon: `<span>soon ${language}</span>`,
    },
    market: `${style}<header>${language}</header><h1>market ${language}</h1>__FP_COLLECTIONS__<ul>__FP_CARDS__</ul>`,
    collection:
      `${style}<header>${language}</header><section>__FP_COLLECTION_ART__<h1>__FP_COLLECTION_NAME__</h1>` +
      '__FP_COLLECTION_DESCRIPTION__<dl><dd>__FP_COLLECTION_ITEMS__</dd><dd>__FP_COLLECTION_FLOOR__</dd>' +
      '<dd>__FP_COLLECTION_OWNERS__</dd></dl></section><ul>__FP_CARDS__</ul>',
    marketParts: {
      card:
        '<li><a href="__FP_HREF__" aria-label="__FP_CARD_NAME__"><img src="__FP_CARD_IMAGE__">' +
        '<span>__FP_ITEM_COLLECTION__</span><p>__FP_CARD_NAME__</p><p data-wei="__FP_ITEM_WEI__">__FP_ITEM_PRICE__</p>' +
        '__FP_ITEM_USD____FP_ITEM_OWNER____FP_ITEM_STATUS__</a></li>',
      usd: '<span data-usd>__FP_TEXT__</span>',
      owner: `<span title="__FP_OWNER_ADDRESS__">owner ${language}: __FP_OWNER__</span>`,
      available: `<b>available ${language}</b>`,
      sold: `<b>sold ${language}</b>`,
      collections: `<section data-collections="${language}">__FP_TILES__</section>`,
      tile: '<div><img src="__FP_IMAGE__">__FP_NAME__ (__FP_COUNT__ items)</div>',
      tileOne: '<div><img src="__FP_IMAGE__">__FP_NAME__ (1 item)</div>',
      collectionArt: '<img src="__FP_IMAGE__" data-art>',
      collectionDescription: '<p>__FP_TEXT__</p>',
    },
  };
};

export const testFirstPaint: FirstPaintBuild = {
  en: templatesIn('en'),
  es: templatesIn('es'),
  pt: templatesIn('pt'),
};

export const writeTestFirstPaint = (webDist: string) =>
  fs.writeFile(path.join(webDist, firstPaintFile), JSON.stringify(testFirstPaint));

/**
 * A web app's folder of our own for a test: its page (`indexHtml`) and these first-paint templates, as
 * the tests run before the web app is built on a clean checkout. The caller removes it.
 */
export async function testWebDist(indexHtml: string): Promise<string> {
  const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeTestFirstPaint(webDist);
  return webDist;
}
