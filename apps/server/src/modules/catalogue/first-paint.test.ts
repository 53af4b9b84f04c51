import {
  fillFirstPaint,
  type CarouselSlide,
  type GameCard,
  type GameDetail,
  type GamesCatalogue,
  type GamesSlide,
} from '@dappx/shared';
import { describe, expect, it } from 'vitest';
import { testFirstPaint } from '../../../test/first-paint-templates';
import { gameFirstPaint, gamesFirstPaint, homeFirstPaint } from './first-paint';

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

describe("a game's page's first paint", () => {
  const game = (changes: Partial<GameDetail> = {}) =>
    ({
      _id: 'tom',
      name: 'Tom & <Jerry>',
      image: '/art.svg?a&b',
      href: 'https://tom.example/?play="1"',
      commingSoon: false,
      hashtag: ['RPG', '<b>'],
      chains: [
        { id: 'eth', name: 'Ethereum', icon: '/eth.svg' },
        { id: 'x', name: 'X & Y' },
      ],
      description: 'A "cat" chases a mouse.',
      similar: [],
      ...changes,
    }) as GameDetail;

  it("draws the game's art, name, genres, chains, Play and description, every value escaped", () => {
    const html = filled(
      gameFirstPaint(game({ logo: '/logo.svg', store: '/nft?x=1&y=2' }), testFirstPaint.es),
    );
    expect(html).toContain('<header>es</header><img src="/art.svg?a&#38;b">');
    expect(html).toContain('<div><img src="/logo.svg" data-logo><h1>Tom &#38; &#60;Jerry&#62;</h1></div>');
    expect(html).toContain('<ul data-genres="es"><li>#RPG</li><li>#&#60;b&#62;</li></ul>');
    expect(html).toContain(
      '<ul data-chains="es"><li><img src="/eth.svg">Ethereum</li><li>X &#38; Y</li></ul>',
    );
    expect(html).toContain(
      '<div><a href="https://tom.example/?play=&#34;1&#34;">play es</a><a href="/nft?x=1&#38;y=2">store es</a></div>',
    );
    expect(html).toContain('<p>A &#34;cat&#34; chases a mouse.</p>');
  });

  it('greys the art of a game still to come and shows its badge instead of Play; lists only what it has', () => {
    const html = filled(
      gameFirstPaint(game({ commingSoon: true, hashtag: [], chains: [] }), testFirstPaint.pt),
    );
    expect(html).toContain('<img src="/art.svg?a&#38;b" data-coming-soon>');
    expect(html).toContain('<div><span>soon pt</span></div>');
    expect(html).not.toContain('play pt');
    expect(html).not.toContain('data-genres');
    expect(html).not.toContain('data-chains');
    expect(html).not.toContain('data-logo');
  });

  it('leaves the page to the header alone for a game the store does not show', () => {
    expect(gameFirstPaint(undefined, testFirstPaint.en)).toBeUndefined();
  });
});
