import {
  fillFirstPaint,
  type CarouselSlide,
  type GameCard,
  type GamesCatalogue,
  type GamesSlide,
} from '@dappx/shared';
import { describe, expect, it } from 'vitest';
import { testFirstPaint } from '../../../test/first-paint-templates';
import { gamesFirstPaint, homeFirstPaint } from './first-paint';

const slide = (image: CarouselSlide['image']) => ({ image }) as CarouselSlide;
const filled = (content: ReturnType<typeof homeFirstPaint>) =>
  content && fillFirstPaint(content.template, content.text, content.html);

describe("the home page's first paint", () => {
  it("shows the first banner in the visitor's language, else the English one, its addresses escaped", () => {
    const slides = [
      slide({
        en: { mobile: '/m.svg?a=1&b="2"', desktop: '/d.svg' },
        pt: { mobile: '/pt.svg', desktop: '/ptd.svg' },
      }),
    ];
    const spanish = filled(homeFirstPaint(slides, 'es', testFirstPaint.es));
    expect(spanish).toContain('<h1>home es</h1>');
    expect(spanish).toContain('<img src="/m.svg?a=1&#38;b=&#34;2&#34;" data-shell-hero>');
    expect(spanish).toContain('<source srcset="/d.svg">');
    expect(filled(homeFirstPaint(slides, 'pt', testFirstPaint.pt))).toContain('<img src="/pt.svg"');
  });

  it('leaves the page to the header alone when there are no slides', () => {
    expect(homeFirstPaint([], 'en', testFirstPaint.en)).toBeUndefined();
  });
});

describe("the games page's first paint", () => {
  const card = (image: string, name = 'A game') => ({ image, name }) as GameCard;
  const first = {
    bg_image: '/bg.svg?a&b',
    image: '/i.svg',
    title: 'Tom & <Jerry>',
    excerpt: '"Go"',
  } as GamesSlide;
  const catalogue = (slides: GamesSlide[], recommended: GameCard[]) =>
    ({ slides, recommended }) as GamesCatalogue;

  it('escapes the slide it shows', () => {
    const html = filled(gamesFirstPaint(catalogue([first], []), testFirstPaint.en));
    expect(html).toContain('<img src="/bg.svg?a&#38;b"><img src="/i.svg">');
    expect(html).toContain('<h2>Tom &#38; &#60;Jerry&#62;</h2>');
    expect(html).toContain('<p>&#34;Go&#34;</p>');
  });

  it('draws the first Recommended grid by the games page rule (3 columns for 3 cards, else 2), the first card first to load', () => {
    const three = filled(
      gamesFirstPaint(
        catalogue([first], [card('/a.svg'), card('/b.svg'), card('/c.svg', 'C & D')]),
        testFirstPaint.pt,
      ),
    );
    expect(three).toContain(
      '<div data-columns="3">' +
        '<article><img src="/a.svg" fetchpriority="high"><h3>A game</h3></article>' +
        '<article><img src="/b.svg" fetchpriority="auto"><h3>A game</h3></article>' +
        '<article><img src="/c.svg" fetchpriority="auto"><h3>C &#38; D</h3></article></div>',
    );
    expect(
      filled(gamesFirstPaint(catalogue([first], [card('/a.svg'), card('/b.svg')]), testFirstPaint.en)),
    ).toContain('<div data-columns="2">');
  });

  it('leaves the page to the header alone when there is no slide', () => {
    expect(gamesFirstPaint(catalogue([], [card('/a.svg')]), testFirstPaint.es)).toBeUndefined();
  });
});
