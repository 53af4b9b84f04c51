import { type GlyphName, placeGlyph } from './glyphs';
import { escapeXml, linear, svgDocument } from './svg-kit';

type Mark = { name: string; glyph: GlyphName; from: string; to: string; ink?: string; accent?: string };

/**
 * The marks of the demo apps no icon package has a logo for: each an emblem of what the app does
 * (a cat for Crypto Kitties, a gate for Foblgate…) on its own gradient, never its initials.
 */
const marks: Record<string, Mark> = {
  hex: { name: 'HEX', glyph: 'hexagon', from: '#ff9a1f', to: '#ff2e93', ink: '#fff', accent: '#7a1fa2' },
  'crypto-kitties': {
    name: 'Crypto Kitties',
    glyph: 'cat',
    from: '#ffd36e',
    to: '#ff7aa8',
    ink: '#3b2146',
    accent: '#ffd36e',
  },
  'crypto-heroes': {
    name: 'My Crypto Heroes',
    glyph: 'sword',
    from: '#1e3a8a',
    to: '#38bdf8',
    accent: '#facc15',
  },
  coba: { name: 'CoBa', glyph: 'gamepad', from: '#0f766e', to: '#5eead4', accent: '#0f766e' },
  dragonereum: { name: 'Dragonereum', glyph: 'dragon', from: '#7f1d1d', to: '#f97316', accent: '#fde047' },
  'league-of-kingdoms': {
    name: 'League of Kingdoms',
    glyph: 'castle',
    from: '#312e81',
    to: '#a78bfa',
    accent: '#fbbf24',
  },
  'nft-meme': {
    name: 'NFT Meme',
    glyph: 'smile',
    from: '#a3e635',
    to: '#22c55e',
    ink: '#14532d',
    accent: '#ecfccb',
  },
  'nft-bank': { name: 'NFT Bank', glyph: 'vault', from: '#0f172a', to: '#2563eb', accent: '#93c5fd' },
  'myth-market': { name: 'Myth Market', glyph: 'bag', from: '#4c1d95', to: '#ec4899', accent: '#fde68a' },
  mintable: { name: 'Mintable', glyph: 'leaf', from: '#064e3b', to: '#34d399', accent: '#064e3b' },
  airnfts: { name: 'AirNFTs', glyph: 'plane', from: '#0369a1', to: '#7dd3fc', accent: '#0c4a6e' },
  'acent-wallet': {
    name: 'Acent Wallet',
    glyph: 'wallet',
    from: '#1d4ed8',
    to: '#06b6d4',
    accent: '#fbbf24',
  },
  foblgate: { name: 'Foblgate', glyph: 'gate', from: '#111827', to: '#6366f1', accent: '#a5b4fc' },
  'golden-guild-logo': {
    name: 'Golden Guild',
    glyph: 'crown',
    from: '#78350f',
    to: '#f59e0b',
    accent: '#fef3c7',
  },
  // The games page's hero slides: the store's and the arena's square marks beside each slide's title.
  'dappx-title': { name: 'DAPPX', glyph: 'gamepad', from: '#7c3aed', to: '#21d4fd', accent: '#7c3aed' },
  'game-arena-title': {
    name: 'Battle Arena',
    glyph: 'sword',
    from: '#9f1239',
    to: '#f59e0b',
    accent: '#fde68a',
  },
  'titan-tactics-logo': {
    name: 'Titan Tactics',
    glyph: 'shield',
    from: '#1f2937',
    to: '#64748b',
    accent: '#f43f5e',
  },
};

/** The slugs with a mark, for the tests that walk the catalogue. */
export const markSlugs = Object.keys(marks);

function markOf(slug: string): Mark | undefined {
  // Own names only: a slug such as 'constructor' must not find Object.prototype's.
  return Object.hasOwn(marks, slug) ? marks[slug] : undefined;
}

const tile = (mark: Mark, x: number) =>
  `<rect x="${x}" width="96" height="96" rx="22" fill="url(#m)"/><ellipse cx="${x + 48}" cy="22" rx="36" ry="14" fill="#fff" opacity=".1"/>${placeGlyph(mark.glyph, x + 18, 18, 60, mark.ink ?? '#fff', mark.accent ?? '#fff')}`;

/** An app's square mark (96 × 96). */
export function appMark(slug: string): string | undefined {
  const mark = markOf(slug);
  if (!mark) return undefined;
  return svgDocument(
    96,
    96,
    mark.name,
    `<defs>${linear('m', [mark.from, mark.to], false)}</defs>${tile(mark, 0)}`,
  );
}

/** An app's long logo (240 × 96), where a chart shows it: the mark and the app's name beside it. */
export function appMarkLong(slug: string): string | undefined {
  const mark = markOf(slug.replace(/-long$/, ''));
  if (!mark || !slug.endsWith('-long')) return undefined;
  const words = mark.name.split(' ');
  const lines = words.length > 1 ? [words[0]!, words.slice(1).join(' ')] : [mark.name];
  const text = lines
    .map((line, i) => `<tspan x="108" dy="${i === 0 ? 0 : 28}">${escapeXml(line)}</tspan>`)
    .join('');
  const y = lines.length > 1 ? 42 : 58;
  const size = Math.min(26, Math.floor(124 / (Math.max(...lines.map((line) => line.length)) * 0.68)));
  return svgDocument(
    240,
    96,
    mark.name,
    `<defs>${linear('m', [mark.from, mark.to], false)}</defs>${tile(mark, 0)}<text y="${y}" font-family="Inter, 'Segoe UI', system-ui, sans-serif" font-size="${size}" font-weight="800" fill="#fff">${text}</text>`,
  );
}
