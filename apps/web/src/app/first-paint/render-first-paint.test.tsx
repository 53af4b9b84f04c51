// @vitest-environment node
// Rendered in Node as the build renders it: with a DOM, emotion would write the styles into it instead.
import { firstPaintSlots, type FirstPaintTemplates } from '@dappx/shared/first-paint';
import { describe, expect, it } from 'vitest';
import { renderFirstPaint } from './render-first-paint';

const build = renderFirstPaint();
const templates = (set: FirstPaintTemplates) => [
  set.page,
  set.home,
  set.games[2],
  set.games[3],
  set.gameCard,
  set.game,
  ...Object.values(set.gameParts),
  set.market,
  set.collection,
  ...Object.values(set.marketParts),
];
const styleOf = (template: string) =>
  /^<style nonce="__FP_NONCE__">(.*?)<\/style>/s.exec(template)?.[1] ?? '';
const classesIn = (markup: string) =>
  [...markup.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(' '));

describe("the first paint's templates", () => {
  it("carry, for every language, styles for every class their markup uses, the card's included", () => {
    for (const set of Object.values(build)) {
      for (const template of [set.page, set.home, set.games[2], set.games[3]]) {
        const style = styleOf(template);
        const ours = classesIn(
          template + (template === set.page || template === set.home ? '' : set.gameCard),
        ).filter((name) => name.startsWith('fp-'));
        expect(ours.length).toBeGreaterThan(3);
        for (const name of ours) expect(style).toContain(`.${name}`);
      }
    }
  });

  it("carry, on a game's page, styles for every class its parts use", () => {
    for (const set of Object.values(build)) {
      const style = styleOf(set.game);
      // fp-0 is the class emotion gives an element with no styles of its own (a fact's frame): no rule.
      const ours = classesIn(set.game + Object.values(set.gameParts).join('')).filter(
        (name) => name.startsWith('fp-') && name !== 'fp-0',
      );
      expect(ours.length).toBeGreaterThan(10);
      for (const name of ours) expect(style).toContain(`.${name}`);
    }
  });

  it("carry, on the market's pages, styles for every class they and their parts use", () => {
    for (const set of Object.values(build)) {
      const parts = Object.values(set.marketParts).join('');
      for (const page of [set.market, set.collection]) {
        const style = styleOf(page);
        const ours = classesIn(page + parts).filter((name) => name.startsWith('fp-') && name !== 'fp-0');
        expect(ours.length).toBeGreaterThan(10);
        for (const name of ours) expect(style).toContain(`.${name}`);
      }
    }
  });

  it("draw the market's cards as links to their items' pages, and nothing to type in or press before the app runs", () => {
    expect(build.en.market).toMatch(/<h1 [^>]*>Explore<\/h1>/);
    expect(build.en.marketParts.card).toMatch(
      /^<li [^>]*><a [^>]*href="__FP_HREF__"[^>]*aria-label="__FP_CARD_NAME__"/,
    );
    expect(build.es.marketParts.owner).toContain('title="__FP_OWNER_ADDRESS__"');
    expect(build.pt.marketParts.sold).toContain('Vendido');
    expect(build.en.marketParts.tile).toContain('__FP_COUNT__ items');
    expect(build.es.marketParts.tileOne).toContain('1 artículo');
    for (const set of Object.values(build)) {
      for (const page of [set.market, set.collection]) {
        const body = page.replace(/^<style[^>]*>.*?<\/style>/s, '');
        expect(body).not.toMatch(/<(input|button|select|textarea)[\s>]/);
        expect(body).not.toMatch(/role="(button|combobox)"/);
      }
    }
    expect(build.en.collection).toMatch(/<h1 [^>]*id="collection-name"[^>]*>__FP_COLLECTION_NAME__<\/h1>/);
    expect(build.pt.collection).toContain('Preço mínimo');
  });

  it("draw a game's name as the page's heading, its Play and store as links that work before the app runs", () => {
    expect(build.en.game).toMatch(/<h1 [^>]*data-testid="game-title"[^>]*>__FP_GAME_NAME__<\/h1>/);
    expect(build.es.gameParts.play).toMatch(/^<a [^>]*href="__FP_HREF__"[^>]*target="_blank"[^>]*>.*Jugar/);
    expect(build.pt.gameParts.store).toMatch(/^<a [^>]*href="__FP_HREF__"/);
    expect(build.pt.game).toContain('Sobre');
  });

  it("say the page's texts in each language", () => {
    expect(build.es.home).toContain('Descubre, juega y gana con aplicaciones descentralizadas');
    expect(build.pt.games[3]).toContain('>Jogos</h1>');
    expect(build.pt.games[3]).toContain('>RECOMENDADOS</h2>');
    // A card claims no rating: the catalogue has none.
    expect(build.en.gameCard).toContain('data-testid="game-name"');
    expect(build.en.gameCard).not.toContain('stars');
  });

  it('hold only known slots, and no style attribute the CSP would refuse', () => {
    for (const template of Object.values(build).flatMap(templates)) {
      for (const [, slot] of template.matchAll(/__FP_([A-Z_]+?)__/g)) expect(firstPaintSlots).toContain(slot);
      expect(template).not.toMatch(/ style="/);
    }
  });

  it('draw the Recommended grid one column wide on phones, 2 or 3 from 600 px', () => {
    expect(styleOf(build.en.games[3])).toMatch(
      /@media \(min-width:600px\)\{\.fp-[\w-]+\{grid-template-columns:repeat\(3, minmax\(0, 1fr\)\);\}\}/,
    );
    expect(styleOf(build.en.games[2])).toContain('grid-template-columns:repeat(1, minmax(0, 1fr))');
  });
});
