/**
 * Demo content of the games page (storefront spec, section 2 'Games page'), seeded where missing.
 * Images are the games' key art (/media/art/<slug>.svg, drawn by the media module per genre); the
 * arena's hover video is served from /media/videos.
 */
import { demoGamePages, type DemoGamePage } from './demo-game-pages';
import type { CatalogueTranslations } from './schema';

export type DemoGame = {
  slug: string;
  name: string;
  href: string;
  store?: string;
  videoOnHover?: string;
  logo?: string;
  comingSoon?: boolean;
  hashtags?: string[];
  currency?: 'ETH' | 'BSC';
  image: string;
  description: string;
  chains: string[];
};

const art = (slug: string) => `/media/art/${slug}.svg`;

const games: Omit<DemoGame, 'image' | 'description' | 'chains'>[] = [
  {
    slug: 'game-arena',
    name: 'Battle Arena',
    href: 'https://arena.dappx.com/play',
    store: 'https://arena.dappx.com/nft-store',
    videoOnHover: '/media/videos/battle-arena-desktop.webm',
    currency: 'ETH',
  },
  {
    slug: 'hero-legends',
    name: 'Hero Legends',
    href: 'https://heroes.example.com',
    store: 'https://heroes.example.com/market',
    currency: 'BSC',
  },
  { slug: 'mythic-quest', name: 'Mythic Quest', href: 'https://mythic.example.com', currency: 'ETH' },
  { slug: 'space-miners', name: 'Space Miners', href: 'https://spaceminers.example.com', currency: 'BSC' },
  { slug: 'pixel-kart', name: 'Pixel Kart', href: 'https://pixelkart.example.com', currency: 'ETH' },
  { slug: 'dragon-realm', name: 'Dragon Realm', href: 'https://dragonrealm.example.com', currency: 'ETH' },
  { slug: 'farm-frontier', name: 'Farm Frontier', href: 'https://farmfrontier.example.com', currency: 'BSC' },
  { slug: 'card-clash', name: 'Card Clash', href: 'https://cardclash.example.com', currency: 'ETH' },
  { slug: 'neon-racers', name: 'Neon Racers', href: 'https://neonracers.example.com', currency: 'BSC' },
  { slug: 'lost-kingdoms', name: 'Lost Kingdoms', href: 'https://lostkingdoms.example.com', currency: 'ETH' },
  { slug: 'mech-wars', name: 'Mech Wars', href: 'https://mechwars.example.com', currency: 'BSC' },
  { slug: 'ocean-tycoon', name: 'Ocean Tycoon', href: 'https://oceantycoon.example.com', currency: 'ETH' },
  {
    slug: 'star-colony',
    name: 'Star Colony',
    href: 'https://starcolony.example.com',
    comingSoon: true,
    currency: 'ETH',
  },
  {
    slug: 'shadow-blade',
    name: 'Shadow Blade',
    href: 'https://shadowblade.example.com',
    comingSoon: true,
    currency: 'BSC',
  },
  {
    slug: 'rally-legends',
    name: 'Rally Legends',
    href: 'https://rallylegends.example.com',
    store: 'https://rallylegends.example.com/garage',
    hashtags: ['Indie', 'Racing', 'Simulation'],
    currency: 'ETH',
  },
  {
    slug: 'golden-guild',
    name: 'Golden Guild',
    href: 'https://goldenguild.example.com',
    logo: art('golden-guild-logo'),
    currency: 'BSC',
  },
  {
    slug: 'titan-tactics',
    name: 'Titan Tactics',
    href: 'https://titantactics.example.com',
    logo: art('titan-tactics-logo'),
    currency: 'ETH',
  },
  {
    slug: 'winter-sale',
    name: 'Winter Sale Bundle',
    href: 'https://winter.example.com',
    hashtags: ['Action', 'Adventure'],
    currency: 'ETH',
  },
];

/** The hashtags' Spanish and Portuguese, by their English (a game's names stay as they are). */
const hashtagTexts: Record<string, { es: string; pt: string }> = {
  Indie: { es: 'Indie', pt: 'Indie' },
  Racing: { es: 'Carreras', pt: 'Corrida' },
  Simulation: { es: 'Simulación', pt: 'Simulação' },
  Action: { es: 'Acción', pt: 'Ação' },
  Adventure: { es: 'Aventura', pt: 'Aventura' },
  Arcade: { es: 'Arcade', pt: 'Arcade' },
  Card: { es: 'Cartas', pt: 'Cartas' },
  Casual: { es: 'Casual', pt: 'Casual' },
  Fantasy: { es: 'Fantasía', pt: 'Fantasia' },
  Multiplayer: { es: 'Multijugador', pt: 'Multijogador' },
  RPG: { es: 'RPG', pt: 'RPG' },
  'Sci-fi': { es: 'Ciencia ficción', pt: 'Ficção científica' },
  Strategy: { es: 'Estrategia', pt: 'Estratégia' },
};

/** The page's description and the hashtags in Spanish and Portuguese. */
const gameTranslations = (
  hashtags: string[],
  description: DemoGamePage['description'],
): CatalogueTranslations => {
  const of = (language: 'es' | 'pt') => ({
    description: description[language],
    ...Object.fromEntries(hashtags.map((tag) => [`hashtags.${tag}`, hashtagTexts[tag]?.[language] ?? tag])),
  });
  return { es: of('es'), pt: of('pt') };
};

export const demoGames: (DemoGame & { translations: CatalogueTranslations })[] = games.map((game) => {
  const page = demoGamePages[game.slug]!;
  const hashtags = game.hashtags ?? page.hashtags ?? [];
  return {
    ...game,
    hashtags,
    image: art(game.slug),
    description: page.description.en,
    chains: page.chains,
    translations: gameTranslations(hashtags, page.description),
  };
});

/** Each grid's games, in the spec's order; the second Recommended grid is empty on purpose. */
export const demoGameLists = {
  recommended: ['game-arena', 'hero-legends', 'mythic-quest'],
  specialOffersHidden: ['winter-sale'],
  recommendedSecond: [],
  popular: [
    'space-miners',
    'pixel-kart',
    'dragon-realm',
    'farm-frontier',
    'card-clash',
    'neon-racers',
    'lost-kingdoms',
    'mech-wars',
    'ocean-tycoon',
    'hero-legends',
    'star-colony',
    'shadow-blade',
  ],
  specialOffers: ['rally-legends'],
  recommendedFinal: ['golden-guild', 'titan-tactics'],
} satisfies Record<string, string[]>;

export const demoGamesSlides: {
  id: string;
  className: string;
  image: string;
  title: string;
  excerpt: string;
  bgImage: string;
  link: string;
  linkColor: string;
  gameSlug?: string;
  translations: CatalogueTranslations;
}[] = [
  {
    id: 'dappx-store',
    className: 'slide-store',
    image: art('dappx-title'),
    title: 'Steam of Blockchain',
    excerpt: 'Every blockchain game in one store: discover, play and trade your items with one wallet.',
    bgImage: art('dappx-store-bg'),
    link: 'https://dappx.com',
    linkColor: '#21d4fd',
    translations: {
      es: {
        title: 'El Steam del blockchain',
        excerpt:
          'Todos los juegos blockchain en una sola tienda: descubre, juega e intercambia tus objetos con una sola billetera.',
      },
      pt: {
        title: 'O Steam do blockchain',
        excerpt:
          'Todos os jogos blockchain em uma só loja: descubra, jogue e negocie seus itens com uma só carteira.',
      },
    },
  },
  {
    id: 'game-arena',
    className: 'slide-arena',
    image: art('game-arena-title'),
    title: 'Battle Arena',
    excerpt: 'Test your might in crypto reward battle arena',
    bgImage: art('game-arena-bg'),
    link: 'https://arena.dappx.com/play',
    linkColor: '#f59e0b',
    gameSlug: 'game-arena',
    translations: {
      es: { excerpt: 'Demuestra lo que vales en la arena de batalla con recompensas cripto' },
      pt: { excerpt: 'Mostre do que você é capaz na arena de batalha com recompensas em cripto' },
    },
  },
];
