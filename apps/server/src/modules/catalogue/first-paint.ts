import type { CarouselSlide } from '@dappx/shared';
import en from '../../../../web/src/locales/en.json';
import es from '../../../../web/src/locales/es.json';
import pt from '../../../../web/src/locales/pt.json';

type Language = 'en' | 'es' | 'pt';
const titles: Record<Language, string> = { en: en.heroTitle, es: es.heroTitle, pt: pt.heroTitle };

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
  return `<div class="shell-home"><h1 class="shell-title">${escapeHtml(titles[language])}</h1></div>${hero}`;
}
