import {
  firstPaintTexts as locales,
  recommendedColumns,
  type CarouselSlide,
  type GameCard,
  type GamesCatalogue,
} from '@dappx/shared';

type Language = 'en' | 'es' | 'pt';

/** The banner language the page will pick: the visitor's first language when es or pt, else en. */
export function firstPaintLanguage(acceptLanguage: string | undefined): Language {
  const code = (acceptLanguage ?? '').trim().slice(0, 2).toLowerCase();
  return code === 'es' || code === 'pt' ? code : 'en';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The home page's title and first hero banner as plain HTML inside the page's static shell (index.html
 * styles them where the app will draw them): the largest thing on screen paints as soon as the HTML and
 * the banner are in, instead of after the app's code has run. The app then renders over it.
 */
export function homeFirstPaint(slides: CarouselSlide[], acceptLanguage: string | undefined): string {
  const language = firstPaintLanguage(acceptLanguage);
  const first = slides[0];
  const banner = first ? (first.image[language] ?? first.image.en) : undefined;
  const hero = banner
    ? `<div class="shell-hero"><picture><source media="(min-width: 600px)" srcset="${escapeHtml(banner.desktop)}" />` +
      `<img src="${escapeHtml(banner.mobile)}" alt="" fetchpriority="high" decoding="sync" data-shell-hero /></picture></div>`
    : '';
  return `<div class="shell-home"><h1 class="shell-title">${escapeHtml(locales[language].heroTitle)}</h1></div>${hero}`;
}

/** The first Recommended grid's cards as art only: on phones its first card is the page's largest paint. */
function gamesGrid(cards: GameCard[], language: Language): string {
  if (cards.length === 0) return '';
  const art = cards
    .map(
      (card, index) =>
        `<div class="shell-game"><img src="${escapeHtml(card.image)}" alt=""${index === 0 ? ' fetchpriority="high"' : ''} /><div></div></div>`,
    )
    .join('');
  return (
    `<div class="shell-games-more"><h2>${escapeHtml(locales[language].RECOMMENDED)}</h2>` +
    `<div class="shell-games-grid shell-columns-${recommendedColumns(cards.length)}">${art}</div></div>`
  );
}

/**
 * The games page's top as the shell shows it: the first featured slide (blurred backdrop, the page
 * label, the slide's art, title and excerpt) and the first Recommended grid, styled by index.html
 * where the app draws them, so the page's largest paint does not wait for the app's code either.
 */
export function gamesFirstPaint(games: GamesCatalogue, acceptLanguage: string | undefined): string {
  const language = firstPaintLanguage(acceptLanguage);
  const label = `<h1 class="shell-games-label">${escapeHtml(locales[language].Games)}</h1>`;
  const first = games.slides[0];
  const slide = first
    ? `<img class="shell-games-backdrop" src="${escapeHtml(first.bg_image)}" alt="" />` +
      `<div class="shell-games-content">${label}<div class="shell-games-slide">` +
      `<img src="${escapeHtml(first.image)}" alt="" /><div><h2>${escapeHtml(first.title)}</h2>` +
      `<p>${escapeHtml(first.excerpt)}</p></div></div></div>`
    : `<div class="shell-games-content">${label}</div>`;
  return `<div class="shell-games">${slide}</div>${gamesGrid(games.recommended, language)}`;
}
