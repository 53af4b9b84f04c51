import { type GlyphName, placeGlyph } from './glyphs';
import { H, type Palette, W } from './scenes-land';
import { type Seeded, dots, linear, radial } from './svg-kit';

/**
 * An emblem on a lit glass panel over a receding grid: the art of a topic (a news story, a chart)
 * rather than of a game, so it carries no title of its own.
 */
export function topic(rng: Seeded, p: Palette, emblem: GlyphName, companions: GlyphName[]): string {
  const grid = Array.from({ length: 11 }, (_, i) => {
    const x = i * 64;
    return `<line x1="${x}" y1="${H}" x2="${320 + (x - 320) * 0.2}" y2="220" stroke="${p.accent}" stroke-opacity=".25"/>`;
  }).join('');
  const rows = [236, 262, 298, 350]
    .map((y) => `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${p.accent}" stroke-opacity=".18"/>`)
    .join('');
  const floating = companions
    .map((name, i) =>
      placeGlyph(
        name,
        i % 2 ? rng.between(400, 460) : rng.between(96, 160),
        rng.between(40, 200),
        rng.between(56, 80),
        p.far,
        p.accent,
      ),
    )
    .join('');
  return `<defs>${linear('sky', [p.skyTop, p.skyLow])}${radial('glow', p.accent)}${linear('glass', ['#ffffff', '#ffffff00'])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${dots(rng, 30, [0, 0, W, 200], p.accent)}${grid}${rows}
<circle cx="320" cy="160" r="190" fill="url(#glow)" opacity=".55"/>${floating}
<rect x="230" y="70" width="180" height="180" rx="36" fill="url(#glass)" fill-opacity=".16" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
${placeGlyph(emblem, 250, 90, 140, p.near, p.accent)}`;
}
