import { type GlyphName, placeGlyph } from './glyphs';
import { H, type Palette, W } from './scenes-land';
import { type Seeded, dots, linear, radial, ridge } from './svg-kit';

const back = (p: Palette) =>
  `<defs>${linear('sky', [p.skyTop, p.skyLow])}${radial('glow', p.accent)}${linear('planet', [p.accent, p.far], false)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;

/** A ringed planet, a moon and a ship crossing the stars. */
export function space(rng: Seeded, p: Palette, emblem?: GlyphName): string {
  const sign = emblem ? placeGlyph(emblem, rng.between(40, 120), 200, 90, p.accent, '#e5e7eb') : '';
  const x = rng.between(380, 520);
  const y = rng.between(110, 170);
  const ship = `<g transform="translate(${rng.between(90, 220)} ${rng.between(90, 160)}) rotate(-20)"><path d="M0 0 L70 14 L0 28 L12 14Z" fill="#e5e7eb"/><path d="M0 4 L-26 14 L0 24Z" fill="${p.accent}" opacity=".8"/><circle cx="40" cy="14" r="5" fill="${p.far}"/></g>`;
  return `${back(p)}${dots(rng, 70, [0, 0, W, H], '#fff')}<circle cx="${x}" cy="${y}" r="150" fill="url(#glow)" opacity=".5"/>
<circle cx="${x}" cy="${y}" r="86" fill="url(#planet)"/><ellipse cx="${x}" cy="${y}" rx="140" ry="26" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6" transform="rotate(-14 ${x} ${y})"/>
<circle cx="${rng.between(60, 200)}" cy="${rng.between(220, 280)}" r="${rng.between(18, 30)}" fill="${p.near}"/>${ship}${sign}`;
}

const suit = (kind: number, colour: string) =>
  [
    `<path d="M0 -22 L16 0 L0 22 L-16 0Z" fill="${colour}"/>`,
    `<path d="M0 20 L-18 0 Q-26 -16 -10 -20 Q0 -20 0 -10 Q0 -20 10 -20 Q26 -16 18 0Z" fill="${colour}"/>`,
    `<path d="M0 -22 L18 2 Q22 16 8 16 L12 24 L-12 24 L-8 16 Q-22 16 -18 2Z" fill="${colour}"/>`,
  ][kind % 3]!;

/** A fan of cards on the table, lit from above. */
export function cards(rng: Seeded, p: Palette): string {
  const count = rng.between(3, 5);
  const fan = Array.from({ length: count }, (_, i) => {
    const angle = (i - (count - 1) / 2) * 16;
    const colour = i % 2 ? p.accent : p.far;
    return `<g transform="translate(320 330) rotate(${angle}) translate(-55 -210)"><rect width="110" height="160" rx="12" fill="#fdfdfd" stroke="${p.near}" stroke-width="3"/><g transform="translate(55 80) scale(1.6)">${suit(i + rng.between(0, 2), colour)}</g><g transform="translate(20 24) scale(.5)">${suit(i, colour)}</g></g>`;
  }).join('');
  return `${back(p)}<circle cx="320" cy="120" r="240" fill="url(#glow)" opacity=".45"/>${dots(rng, 24, [0, 0, W, 200], p.accent)}${fan}`;
}

/** Waves, an island with a palm and a ship under a low sun. */
export function ocean(rng: Seeded, p: Palette): string {
  const waves = [0, 1, 2]
    .map((i) => {
      const y = 230 + i * 32;
      const d = Array.from(
        { length: 9 },
        (_, k) => `Q${k * 80 + 40} ${y + (k % 2 ? 10 : -10)} ${k * 80 + 80} ${y}`,
      ).join(' ');
      return `<path d="M0 ${y} ${d} L${W} ${H} L0 ${H}Z" fill="${i === 1 ? p.far : p.near}" opacity="${0.6 + i * 0.2}"/>`;
    })
    .join('');
  const island = rng.between(60, 200);
  const ship = rng.between(360, 520);
  return `${back(p)}<circle cx="${rng.between(200, 440)}" cy="200" r="70" fill="#ffd89a"/><circle cx="320" cy="200" r="220" fill="url(#glow)" opacity=".4"/>
<ellipse cx="${island}" cy="232" rx="80" ry="20" fill="#e9c46a"/><path d="M${island} 230 Q${island + 6} 180 ${island - 4} 150" stroke="#6b4226" stroke-width="7" fill="none"/><path d="M${island - 4} 150 Q${island - 50} 140 ${island - 60} 170 M${island - 4} 150 Q${island + 40} 136 ${island + 56} 164 M${island - 4} 150 Q${island - 10} 120 ${island - 40} 118" stroke="#2a9d8f" stroke-width="12" fill="none" stroke-linecap="round"/>
<g transform="translate(${ship} 180)"><path d="M0 40 L110 40 L94 60 L14 60Z" fill="#3d2b1f"/><path d="M50 40 L50 -20 L90 34Z" fill="#fff"/><path d="M46 40 L46 0 L14 34Z" fill="#f1f5f9"/></g>${waves}`;
}

/** Fortresses and banners on the hills, crossed blades above: a war of tactics. */
export function strategy(rng: Seeded, p: Palette, emblem: GlyphName = 'sword'): string {
  const flags = Array.from({ length: 4 }, () => {
    const x = rng.between(30, 610);
    const y = rng.between(200, 240);
    return `<path d="M${x} ${y} L${x} ${y - 60}" stroke="#1f2937" stroke-width="4"/><path d="M${x} ${y - 60} L${x + 34} ${y - 50} L${x} ${y - 40}Z" fill="${p.accent}"/>`;
  }).join('');
  // Blades cross; any other sign stands alone.
  const blades =
    emblem === 'sword'
      ? `<g transform="rotate(-30 320 130)">${placeGlyph(emblem, 260, 60, 120, '#f1f5f9', p.accent)}</g><g transform="rotate(30 320 130)">${placeGlyph(emblem, 260, 60, 120, '#e2e8f0', p.accent)}</g>`
      : placeGlyph(emblem, 260, 60, 120, '#f1f5f9', p.accent);
  return `${back(p)}<circle cx="320" cy="130" r="170" fill="url(#glow)" opacity=".55"/>${ridge(rng, W, 240, 150, 9, p.far)}
${placeGlyph('castle', rng.between(20, 120), 150, 100, p.near, p.accent)}${placeGlyph('castle', rng.between(440, 540), 160, 90, p.near, p.accent)}${flags}
<path d="M0 ${H} L0 250 Q320 ${rng.between(220, 260)} ${W} 250 L${W} ${H}Z" fill="${p.near}"/>${blades}`;
}
