import { type GlyphName, placeGlyph } from './glyphs';
import { type Seeded, dots, linear, radial, ridge } from './svg-kit';

/** One picture's colours: sky top and bottom, far and near land, and the accent of its props. */
export type Palette = { skyTop: string; skyLow: string; far: string; near: string; accent: string };
export const W = 640;
export const H = 360;

const sky = (p: Palette) =>
  `<defs>${linear('sky', [p.skyTop, p.skyLow])}${radial('glow', p.accent)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;

/** A road to the horizon under a striped sun, with a car racing away. */
export function racing(rng: Seeded, p: Palette): string {
  const sunX = rng.between(180, 460);
  const stripes = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${sunX - 80}" y="${150 + i * 14}" width="160" height="${3 + i * 2}" fill="${p.skyLow}"/>`,
    )
    .join('');
  const dashes = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${318 - i * 2}" y="${206 + i * i * 6 + i * 10}" width="${4 + i * 4}" height="${6 + i * 4}" fill="#fff" opacity=".85"/>`,
    )
    .join('');
  const grid = Array.from({ length: 9 }, (_, i) => {
    const x = i * 80;
    return `<line x1="${x}" y1="${H}" x2="${320 + (x - 320) * 0.1}" y2="200" stroke="${p.accent}" stroke-opacity=".35"/>`;
  }).join('');
  const car = `<g transform="translate(${rng.between(250, 300)} 250)"><rect x="0" y="14" width="84" height="26" rx="8" fill="${p.accent}"/><path d="M14 16 L22 0 L62 0 L70 16Z" fill="${p.near}"/><rect x="4" y="38" width="16" height="12" rx="3" fill="#111"/><rect x="64" y="38" width="16" height="12" rx="3" fill="#111"/><rect x="8" y="22" width="14" height="6" rx="2" fill="#fff"/><rect x="62" y="22" width="14" height="6" rx="2" fill="#fff"/></g>`;
  return `${sky(p)}<circle cx="${sunX}" cy="170" r="80" fill="${p.accent}" opacity=".9"/>${stripes}
${ridge(rng, W, 200, 120, 10, p.far)}<rect y="200" width="${W}" height="160" fill="${p.near}"/>${grid}
<path d="M300 200 L340 200 L560 ${H} L80 ${H}Z" fill="#1c1c28"/><path d="M300 200 L80 ${H} M340 200 L560 ${H}" stroke="${p.accent}" stroke-width="4"/>${dashes}${car}`;
}

/** A castle on a hill under the moon, with dragons in the sky. */
export function fantasy(rng: Seeded, p: Palette, emblem?: GlyphName): string {
  const moonX = rng.between(80, 560);
  // The game's own sign, large in the sky opposite the moon.
  const sign = emblem ? placeGlyph(emblem, moonX > 320 ? 70 : 450, 40, 120, p.accent, p.skyTop) : '';
  const castleX = rng.between(200, 340);
  const dragons = [0, 1]
    .map(() =>
      placeGlyph('dragon', rng.between(40, 560), rng.between(30, 110), rng.between(34, 60), p.far, p.accent),
    )
    .join('');
  return `${sky(p)}${dots(rng, 40, [0, 0, W, 180], '#fff')}<circle cx="${moonX}" cy="80" r="90" fill="url(#glow)"/><circle cx="${moonX}" cy="80" r="34" fill="#fff7e0"/>
${ridge(rng, W, 250, 140, 8, p.far)}${dragons}
<path d="M0 ${H} L0 290 Q${castleX + 100} 200 ${W} 280 L${W} ${H}Z" fill="${p.near}"/>
${placeGlyph('castle', castleX, 120, 150, p.near, p.accent)}${sign}`;
}

/** Green hills with ploughed rows, a barn and trees in the sun. */
export function farming(rng: Seeded, p: Palette): string {
  const barnX = rng.between(360, 480);
  const rows = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M0 ${280 + i * 14} Q320 ${250 + i * 18} ${W} ${290 + i * 12}" stroke="${p.far}" stroke-width="5" fill="none" opacity=".6"/>`,
  ).join('');
  const trees = [0, 1, 2]
    .map(() => {
      const x = rng.between(40, 320);
      const y = rng.between(205, 235);
      return `<rect x="${x - 4}" y="${y}" width="8" height="26" fill="#5b3a1e"/><circle cx="${x}" cy="${y - 8}" r="${rng.between(16, 24)}" fill="${p.far}"/>`;
    })
    .join('');
  const barn = `<g transform="translate(${barnX} 170)"><path d="M0 40 L50 0 L100 40 L100 100 L0 100Z" fill="${p.accent}"/><path d="M36 100 L36 60 L64 60 L64 100Z" fill="#fff" opacity=".85"/><path d="M36 60 L64 100 M64 60 L36 100" stroke="${p.accent}" stroke-width="4"/><path d="M-6 44 L50 -4 L106 44" stroke="#fff" stroke-width="6" fill="none"/></g>`;
  return `${sky(p)}<circle cx="${rng.between(80, 300)}" cy="70" r="60" fill="url(#glow)"/><circle cx="${rng.between(80, 300)}" cy="70" r="30" fill="#fde047"/>
${ridge(rng, W, 230, 170, 6, p.far)}${trees}${barn}<path d="M0 ${H} L0 260 Q320 220 ${W} 270 L${W} ${H}Z" fill="${p.near}"/>${rows}`;
}

/** Snowy peaks, pines and falling snow, a gift in front: the season's bundle. */
export function winter(rng: Seeded, p: Palette): string {
  const pines = Array.from({ length: 6 }, () => {
    const x = rng.between(20, 620);
    const s = rng.between(40, 80);
    return `<path d="M${x} ${250 - s} L${x + s / 2.4} 260 L${x - s / 2.4} 260Z" fill="${p.near}"/>`;
  }).join('');
  return `${sky(p)}${ridge(rng, W, 240, 90, 7, p.far)}<path d="M0 ${H} L0 250 Q320 230 ${W} 250 L${W} ${H}Z" fill="#eef6ff"/>${pines}
${placeGlyph('bag', 270, 150, 100, p.accent, '#fff')}${dots(rng, 60, [0, 0, W, H], '#fff')}`;
}
