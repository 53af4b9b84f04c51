import { createHash } from 'node:crypto';

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * A repeatable source of numbers for one artwork: the same slug always draws the same picture, and two
 * slugs of one genre get different compositions.
 */
export function seeded(slug: string) {
  const digest = createHash('sha256').update(slug).digest();
  let index = 0;
  const next = () => digest[index++ % digest.length]! / 255;
  return {
    /** A number in [min, max), rounded to whole units so the SVG stays short. */
    between: (min: number, max: number) => Math.round(min + next() * (max - min)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length) % items.length]!,
    chance: (odds: number) => next() < odds,
  };
}
export type Seeded = ReturnType<typeof seeded>;

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

export const linear = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(
      (colour, i) =>
        `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`,
    )
    .join('')}</linearGradient>`;

export const radial = (id: string, colour: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** Scattered small dots: stars, snow, sparkles. */
export function dots(rng: Seeded, count: number, box: [number, number, number, number], fill: string) {
  const [x, y, w, h] = box;
  return Array.from(
    { length: count },
    () =>
      `<circle cx="${rng.between(x, x + w)}" cy="${rng.between(y, y + h)}" r="${rng.between(1, 3)}" fill="${fill}" opacity=".${rng.between(4, 9)}"/>`,
  ).join('');
}

/** A ridge line across the picture from its seed: mountains, hills, dunes. */
export function ridge(rng: Seeded, width: number, base: number, peak: number, steps: number, fill: string) {
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const x = Math.round((i / steps) * width);
    return `${x},${rng.between(peak, base - 20)}`;
  });
  return `<path d="M0,${base + 200} L0,${base} L${points.join(' L')} L${width},${base + 200} Z" fill="${fill}"/>`;
}

/**
 * The game's name set in its key art: heavy type with a dark outline so it reads on any scene, sized
 * down for long names.
 */
export function titleText(title: string, width: number, height: number, accent: string): string {
  const size = Math.min(54, Math.floor((width - 80) / (title.length * 0.74)));
  // One text element: the outline is painted under the fill (paint-order) rather than drawn twice.
  return `<text x="${width / 2}" y="${height - 34}" font-family="Inter,system-ui,sans-serif" font-weight="900" font-size="${size}" letter-spacing="1" text-anchor="middle" fill="#fff" stroke="#0b0716" stroke-opacity=".75" stroke-width="8" stroke-linejoin="round" paint-order="stroke">${escapeXml(title.toUpperCase())}</text><rect x="${width / 2 - 40}" y="${height - 24}" width="80" height="4" rx="2" fill="${accent}"/>`;
}
