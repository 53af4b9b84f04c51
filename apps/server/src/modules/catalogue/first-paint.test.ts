import type { CarouselSlide, GameCard, GamesCatalogue, GamesSlide } from '@dappx/shared';
import { describe, expect, it } from 'vitest';
import { firstPaintLanguage, gamesFirstPaint, homeFirstPaint } from './first-paint';

const slide = (image: CarouselSlide['image']) => ({ image }) as CarouselSlide;

describe("the home page's first paint", () => {
  it('picks the banner language as the page does: es or pt when first, else en', () => {
    expect(firstPaintLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(firstPaintLanguage('fr-FR,es;q=0.9')).toBe('en');
    expect(firstPaintLanguage(undefined)).toBe('en');
  });

  it('falls back to the English banner and escapes addresses it is given', () => {
    const html = homeFirstPaint([slide({ en: { mobile: '/m.svg?a=1&b="2"', desktop: '/d.svg' } })], 'es');
    expect(html).toContain('src="/m.svg?a=1&#38;b=&#34;2&#34;"');
    expect(html).toContain('srcset="/d.svg"');
  });

  it('shows only the title when there are no slides', () => {
    expect(homeFirstPaint([], 'en')).not.toContain('<img');
  });
});

describe("the games page's first paint", () => {
  const card = (image: string) => ({ image }) as GameCard;
  const catalogue = (slides: GamesSlide[], recommended: GameCard[]) =>
    ({ slides, recommended }) as GamesCatalogue;

  it('escapes the slide it shows', () => {
    const html = gamesFirstPaint(
      catalogue(
        [{ bg_image: '/bg.svg?a&b', image: '/i.svg', title: 'Tom & <Jerry>', excerpt: '"Go"' } as GamesSlide],
        [],
      ),
      'en',
    );
    expect(html).toContain('src="/bg.svg?a&#38;b"');
    expect(html).toContain('<h2>Tom &#38; &#60;Jerry&#62;</h2>');
    expect(html).toContain('<p>&#34;Go&#34;</p>');
  });

  it('lays out the first Recommended grid by the games page rule: 3 columns for 3 cards, else 2', () => {
    expect(gamesFirstPaint(catalogue([], [card('/a.svg'), card('/b.svg'), card('/c.svg')]), 'pt')).toMatch(
      /<h2>RECOMENDADOS<\/h2><div class="shell-games-grid shell-columns-3">(<div class="shell-game">.*?<\/div><\/div>){3}<\/div>/,
    );
    expect(gamesFirstPaint(catalogue([], [card('/a.svg'), card('/b.svg')]), 'en')).toContain(
      'shell-columns-2',
    );
  });

  it('shows only the label when there is nothing to show', () => {
    const html = gamesFirstPaint(catalogue([], []), 'es');
    expect(html).toContain('Juegos');
    expect(html).not.toContain('<img');
  });
});
