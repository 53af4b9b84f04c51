import type { GlyphName } from './glyphs';
import { topic } from './scene-topic';
import { cards, ocean, space, strategy } from './scenes-far';
import { H, type Palette, W, fantasy, farming, racing, winter } from './scenes-land';
import { type Seeded, linear, seeded, svgDocument, titleText } from './svg-kit';

type Genre = 'racing' | 'fantasy' | 'space' | 'cards' | 'farming' | 'strategy' | 'ocean' | 'winter';

const draw: Record<Genre, (rng: Seeded, p: Palette, emblem?: GlyphName) => string> = {
  racing,
  fantasy,
  space,
  cards,
  farming,
  strategy,
  ocean,
  winter,
};

/** Each genre's colour schemes; a game's seed picks one, so two racers do not look alike. */
const palettes: Record<Genre, Palette[]> = {
  racing: [
    { skyTop: '#1a0536', skyLow: '#ff4f8b', far: '#3b0a5c', near: '#12002a', accent: '#22d3ee' },
    { skyTop: '#0b1d51', skyLow: '#f97316', far: '#1e293b', near: '#0f172a', accent: '#facc15' },
    { skyTop: '#052e2b', skyLow: '#a3e635', far: '#134e4a', near: '#022c22', accent: '#f43f5e' },
  ],
  fantasy: [
    { skyTop: '#0b1026', skyLow: '#4c1d95', far: '#2e1065', near: '#0f0a1e', accent: '#fbbf24' },
    { skyTop: '#04202b', skyLow: '#0e7490', far: '#083344', near: '#02131a', accent: '#f472b6' },
    { skyTop: '#2a0a0a', skyLow: '#b45309', far: '#451a03', near: '#1c0a02', accent: '#fde047' },
  ],
  space: [
    { skyTop: '#020617', skyLow: '#312e81', far: '#4338ca', near: '#64748b', accent: '#f472b6' },
    { skyTop: '#030712', skyLow: '#134e4a', far: '#0d9488', near: '#78716c', accent: '#fb923c' },
  ],
  cards: [
    { skyTop: '#064e3b', skyLow: '#022c22', far: '#111827', near: '#065f46', accent: '#dc2626' },
    { skyTop: '#3b0764', skyLow: '#1e0533', far: '#1e3a8a', near: '#581c87', accent: '#e11d48' },
  ],
  farming: [
    { skyTop: '#38bdf8', skyLow: '#bae6fd', far: '#15803d', near: '#65a30d', accent: '#b91c1c' },
    { skyTop: '#fb923c', skyLow: '#fde68a', far: '#3f6212', near: '#a16207', accent: '#7f1d1d' },
  ],
  strategy: [
    { skyTop: '#1c1917', skyLow: '#b45309', far: '#44403c', near: '#1c1917', accent: '#ef4444' },
    { skyTop: '#0f172a', skyLow: '#475569', far: '#334155', near: '#0b1120', accent: '#f59e0b' },
    { skyTop: '#1e1b4b', skyLow: '#9f1239', far: '#3b0764', near: '#0c0a1d', accent: '#facc15' },
  ],
  ocean: [{ skyTop: '#f97316', skyLow: '#fde68a', far: '#0e7490', near: '#155e75', accent: '#fb7185' }],
  winter: [{ skyTop: '#0c1445', skyLow: '#6d8fd6', far: '#c7d7f5', near: '#14532d', accent: '#dc2626' }],
};

/** The demo games' key art: genre and name. A game not listed here has no art (404), never initials. */
const games: Record<string, { genre: Genre; title?: string; emblem?: GlyphName }> = {
  'game-arena': { genre: 'strategy', title: 'Battle Arena' },
  'hero-legends': { genre: 'fantasy', title: 'Hero Legends', emblem: 'shield' },
  'mythic-quest': { genre: 'fantasy', title: 'Mythic Quest' },
  'space-miners': { genre: 'space', title: 'Space Miners', emblem: 'pickaxe' },
  'pixel-kart': { genre: 'racing', title: 'Pixel Kart' },
  'dragon-realm': { genre: 'fantasy', title: 'Dragon Realm', emblem: 'dragon' },
  'farm-frontier': { genre: 'farming', title: 'Farm Frontier' },
  'card-clash': { genre: 'cards', title: 'Card Clash' },
  'neon-racers': { genre: 'racing', title: 'Neon Racers' },
  'lost-kingdoms': { genre: 'strategy', title: 'Lost Kingdoms', emblem: 'crown' },
  'mech-wars': { genre: 'strategy', title: 'Mech Wars', emblem: 'chip' },
  'ocean-tycoon': { genre: 'ocean', title: 'Ocean Tycoon' },
  'star-colony': { genre: 'space', title: 'Star Colony' },
  'shadow-blade': { genre: 'fantasy', title: 'Shadow Blade', emblem: 'mask' },
  'rally-legends': { genre: 'racing', title: 'Rally Legends' },
  'golden-guild': { genre: 'fantasy', title: 'Golden Guild', emblem: 'crown' },
  'titan-tactics': { genre: 'strategy', title: 'Titan Tactics', emblem: 'shield' },
  'winter-sale': { genre: 'winter', title: 'Winter Sale Bundle' },
  // The games page's hero: its backgrounds carry no title (the slide sets its own words over them).
  'dappx-store-bg': { genre: 'space' },
  'game-arena-bg': { genre: 'strategy' },
};

const topicPalettes: Palette[] = [
  { skyTop: '#0b1026', skyLow: '#1e1b4b', far: '#6366f1', near: '#e0e7ff', accent: '#22d3ee' },
  { skyTop: '#1a0b2e', skyLow: '#4a044e', far: '#c026d3', near: '#fdf4ff', accent: '#f472b6' },
  { skyTop: '#03201c', skyLow: '#064e3b', far: '#10b981', near: '#ecfdf5', accent: '#a3e635' },
  { skyTop: '#1c1003', skyLow: '#7c2d12', far: '#f97316', near: '#fff7ed', accent: '#facc15' },
];

/**
 * Stories and charts: an emblem, two companions and a colour scheme, chosen by hand so the four
 * What's hot tiles side by side never share one.
 */
const topics: Record<string, { glyphs: [GlyphName, GlyphName, GlyphName]; palette: number }> = {
  'dappx-ai': { glyphs: ['chip', 'chart', 'layers'], palette: 0 },
  'nft-charts': { glyphs: ['frame', 'chart', 'bag'], palette: 1 },
  'game-charts': { glyphs: ['gamepad', 'chart', 'sword'], palette: 2 },
  'exchange-charts': { glyphs: ['swap', 'coins', 'chart'], palette: 3 },
  'on-chain-games': { glyphs: ['gamepad', 'coins', 'castle'], palette: 2 },
  'layer-two': { glyphs: ['layers', 'swap', 'chip'], palette: 0 },
  'wallet-guide': { glyphs: ['wallet', 'shield', 'coins'], palette: 3 },
  'defi-lending': { glyphs: ['coins', 'vault', 'chart'], palette: 2 },
  'nft-marketplaces': { glyphs: ['frame', 'bag', 'smile'], palette: 1 },
  'staking-rewards': { glyphs: ['sprout', 'coins', 'chart'], palette: 0 },
};

export const keyArtSlugs = [...Object.keys(games), ...Object.keys(topics)];

const own = <T>(table: Record<string, T>, slug: string) =>
  Object.hasOwn(table, slug) ? table[slug] : undefined;

const fade = `<defs>${linear('fade', ['#00000000', '#000000b0'])}</defs><rect y="${H - 120}" width="${W}" height="120" fill="url(#fade)"/>`;

/** A game's or topic's key art (640 × 360), or undefined when the slug has none. */
export function keyArt(slug: string): string | undefined {
  const rng = seeded(slug);
  const game = own(games, slug);
  if (game) {
    const palette = rng.pick(palettes[game.genre]);
    const title = game.title ? `${fade}${titleText(game.title, W, H, palette.accent)}` : '';
    return svgDocument(W, H, game.title ?? slug, `${draw[game.genre](rng, palette, game.emblem)}${title}`);
  }
  const story = own(topics, slug);
  if (!story) return undefined;
  const [emblem, ...companions] = story.glyphs;
  return svgDocument(
    W,
    H,
    slug.replace(/-/g, ' '),
    topic(rng, topicPalettes[story.palette]!, emblem, companions),
  );
}
