import type { ChartCategory, Currency } from '@dappx/shared';
import type { CatalogueTranslations } from './schema';

/** The demo store's content: every app the storefront spec names, with real partner links. */

const icon = (name: string) => `/media/icons/${name}.svg`;
const art = (slug: string) => `/media/art/${slug}.svg`;
/** A logo drawn dark, served on a light chip so it shows on the store's dark cards. */
const chip = (name: string) => `/media/chips/${name}.svg`;

export type DemoApp = {
  slug: string;
  name: string;
  href: string;
  image: string;
  category: ChartCategory | 'other';
  currency?: Currency;
  imageLong?: string;
  videoOnHover?: string;
};

export const demoApps: DemoApp[] = [
  // DeFi
  {
    slug: 'aave',
    name: 'Aave',
    href: 'https://aave.com',
    image: icon('tokens/AAVE'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'compound',
    name: 'Compound',
    href: 'https://compound.finance',
    image: icon('tokens/COMP'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'curve',
    name: 'Curve',
    href: 'https://curve.fi',
    image: icon('tokens/CRV'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'maker',
    name: 'Maker',
    href: 'https://makerdao.com',
    image: icon('tokens/MKR'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'uniswap',
    name: 'Uniswap',
    href: 'https://app.uniswap.org',
    image: icon('exchanges/uniswap'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'sushiswap',
    name: 'SushiSwap',
    href: 'https://www.sushi.com',
    image: icon('exchanges/sushiswap'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'dodo',
    name: 'DODO',
    href: 'https://dodoex.io',
    image: chip('tokens/DODO'),
    category: 'defi',
    currency: 'BSC',
  },
  {
    slug: '1inch',
    name: '1inch',
    href: 'https://app.1inch.io',
    image: icon('exchanges/1inch'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'yearn-finance',
    name: 'Yearn Finance',
    href: 'https://yearn.fi',
    image: chip('tokens/YFI'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'synthetix-exchange',
    name: 'Synthetix Exchange',
    href: 'https://synthetix.io',
    image: chip('tokens/SNX'),
    category: 'defi',
    currency: 'ETH',
  },
  {
    slug: 'pancakeswap',
    name: 'PancakeSwap',
    href: 'https://pancakeswap.finance',
    image: icon('exchanges/pancake-swap'),
    category: 'defi',
    currency: 'BSC',
  },
  { slug: 'hex', name: 'HEX', href: 'https://hex.com', image: art('hex'), category: 'defi', currency: 'ETH' },
  {
    slug: 'wbtc',
    name: 'WBTC',
    href: 'https://wbtc.network',
    image: icon('tokens/WBTC'),
    category: 'defi',
    currency: 'ETH',
  },
  // Games
  {
    slug: 'sandbox',
    name: 'The Sandbox',
    href: 'https://www.sandbox.game',
    image: icon('tokens/SAND'),
    category: 'game',
    currency: 'ETH',
  },
  {
    slug: 'crypto-kitties',
    name: 'Crypto Kitties',
    href: 'https://www.cryptokitties.co',
    image: art('crypto-kitties'),
    category: 'game',
    currency: 'ETH',
  },
  {
    slug: 'crypto-heroes',
    name: 'My Crypto Heroes',
    href: 'https://www.mycryptoheroes.net',
    image: art('crypto-heroes'),
    category: 'game',
    currency: 'ETH',
  },
  {
    slug: 'axie-infinity',
    name: 'Axie Infinity',
    href: 'https://axieinfinity.com',
    image: icon('tokens/AXS'),
    category: 'game',
    currency: 'ETH',
  },
  {
    slug: 'decentraland',
    name: 'Decentraland',
    href: 'https://decentraland.org',
    image: icon('tokens/MANA'),
    category: 'game',
    currency: 'ETH',
  },
  {
    slug: 'gods-unchained',
    name: 'Gods Unchained',
    href: 'https://godsunchained.com',
    image: icon('tokens/GODS'),
    category: 'game',
    currency: 'ETH',
  },
  {
    slug: 'coba',
    name: 'COBA',
    href: 'https://coba.kr',
    image: art('coba'),
    category: 'game',
    currency: 'BSC',
  },
  {
    slug: 'dragonereum',
    name: 'Dragonereum',
    href: 'https://dragonereum.io',
    image: art('dragonereum'),
    category: 'game',
    currency: 'ETH',
  },
  {
    slug: 'league-of-kingdoms',
    name: 'League of Kingdoms',
    href: 'https://www.leagueofkingdoms.com',
    image: art('league-of-kingdoms'),
    category: 'game',
    currency: 'ETH',
  },
  {
    slug: 'illuvium',
    name: 'Illuvium',
    href: 'https://illuvium.io',
    image: chip('tokens/ILV'),
    category: 'game',
    currency: 'ETH',
  },
  // NFT
  {
    slug: 'open-sea',
    name: 'OpenSea',
    href: 'https://opensea.io',
    image: chip('brands/opensea'),
    category: 'nft',
    currency: 'ETH',
  },
  {
    slug: 'nft-meme',
    name: 'NFT Meme',
    href: 'https://nftmeme.io',
    image: art('nft-meme'),
    category: 'nft',
    currency: 'BSC',
  },
  {
    slug: 'nft-bank',
    name: 'NFT Bank',
    href: 'https://nftbank.ai',
    image: art('nft-bank'),
    category: 'nft',
    currency: 'ETH',
  },
  {
    slug: 'mobox',
    name: 'MOBOX',
    href: 'https://www.mobox.io',
    image: icon('tokens/MBOX'),
    category: 'nft',
    currency: 'BSC',
  },
  {
    slug: 'rarible',
    name: 'Rarible',
    href: 'https://rarible.com',
    image: icon('tokens/RARI'),
    category: 'nft',
    currency: 'ETH',
  },
  {
    slug: 'myth-market',
    name: 'Myth Market',
    href: 'https://myth.market',
    image: art('myth-market'),
    category: 'nft',
    currency: 'ETH',
  },
  {
    slug: 'mintable',
    name: 'Mintable',
    href: 'https://mintable.app',
    image: art('mintable'),
    category: 'nft',
    currency: 'ETH',
  },
  {
    slug: 'airnfts',
    name: 'AirNFTs',
    href: 'https://www.airnfts.com',
    image: art('airnfts'),
    category: 'nft',
    currency: 'BSC',
  },
  // Exchanges
  {
    slug: 'kucoin',
    name: 'KuCoin',
    href: 'https://www.kucoin.com',
    image: icon('exchanges/kucoin'),
    category: 'exchange',
  },
  {
    slug: 'binance',
    name: 'Binance',
    href: 'https://www.binance.com',
    image: icon('exchanges/binance'),
    category: 'exchange',
  },
  {
    slug: 'coinbase',
    name: 'Coinbase',
    href: 'https://www.coinbase.com',
    image: icon('exchanges/coinbase'),
    category: 'exchange',
  },
  {
    slug: 'okex',
    name: 'OKX',
    href: 'https://www.okx.com',
    image: chip('exchanges/okx'),
    category: 'exchange',
  },
  {
    slug: 'huobi',
    name: 'HTX (Huobi)',
    href: 'https://www.htx.com',
    image: icon('tokens/HT'),
    category: 'exchange',
  },
  {
    slug: 'gate-io',
    name: 'Gate.io',
    href: 'https://www.gate.io',
    image: icon('exchanges/gate-io'),
    category: 'exchange',
  },
  {
    slug: 'acent-wallet',
    name: 'Acent Wallet',
    href: 'https://acent.tech',
    image: art('acent-wallet'),
    imageLong: art('acent-wallet-long'),
    category: 'exchange',
  },
  {
    slug: 'foblgate',
    name: 'FoblGate',
    href: 'https://www.foblgate.com',
    image: art('foblgate'),
    category: 'exchange',
  },
  {
    slug: 'upbit',
    name: 'Upbit',
    href: 'https://upbit.com',
    image: icon('exchanges/upbit'),
    category: 'exchange',
  },
  {
    slug: 'bithumb',
    name: 'Bithumb',
    href: 'https://www.bithumb.com',
    image: icon('exchanges/bithumb'),
    category: 'exchange',
  },
  // Partner projects (Recommended)
  {
    slug: 'chainlink',
    name: 'Chainlink',
    href: 'https://chain.link',
    image: icon('tokens/LINK'),
    category: 'other',
    currency: 'ETH',
    videoOnHover: '/media/videos/chainlink.webm',
  },
  {
    slug: 'lido',
    name: 'Lido',
    href: 'https://lido.fi',
    image: icon('tokens/LDO'),
    category: 'other',
    currency: 'ETH',
  },
  {
    slug: 'gala-games',
    name: 'Gala Games',
    href: 'https://gala.com',
    image: chip('tokens/GALA'),
    category: 'other',
    currency: 'ETH',
    videoOnHover: '/media/videos/gala-games.webm',
  },
  {
    slug: 'enjin',
    name: 'Enjin',
    href: 'https://enjin.io',
    image: icon('tokens/ENJ'),
    category: 'other',
    currency: 'ETH',
  },
  {
    slug: 'immutable',
    name: 'Immutable',
    href: 'https://www.immutable.com',
    image: chip('tokens/IMX'),
    category: 'other',
    currency: 'ETH',
    videoOnHover: '/media/videos/immutable.webm',
  },
  {
    slug: 'loopring',
    name: 'Loopring',
    href: 'https://loopring.io',
    image: icon('tokens/LRC'),
    category: 'other',
    currency: 'ETH',
  },
];

/** Each chart's tiles in order; the NFT chart's last two are hidden at 960 px and wider. */
export const demoCharts: Record<
  ChartCategory,
  { slugs: string[]; hiddenWide?: string[]; longImage?: string[] }
> = {
  defi: {
    slugs: [
      'aave',
      'compound',
      'curve',
      'maker',
      'uniswap',
      'sushiswap',
      'dodo',
      '1inch',
      'yearn-finance',
      'synthetix-exchange',
    ],
  },
  game: {
    slugs: [
      'sandbox',
      'crypto-kitties',
      'crypto-heroes',
      'axie-infinity',
      'decentraland',
      'gods-unchained',
      'coba',
      'dragonereum',
      'league-of-kingdoms',
      'illuvium',
    ],
  },
  nft: {
    slugs: [
      'open-sea',
      'nft-meme',
      'nft-bank',
      'mobox',
      'rarible',
      'myth-market',
      'mintable',
      'axie-infinity',
      'airnfts',
      'league-of-kingdoms',
      'gods-unchained',
    ],
    hiddenWide: ['league-of-kingdoms', 'gods-unchained'],
  },
  exchange: {
    slugs: [
      'kucoin',
      'binance',
      'coinbase',
      'okex',
      'huobi',
      'gate-io',
      'acent-wallet',
      'foblgate',
      'upbit',
      'bithumb',
    ],
    longImage: ['acent-wallet'],
  },
};

/** Ranks 1–10 are well-known swap, marketplace, game and lending apps; 11–15 as the spec lists them. */
export const demoWeeklyTop = [
  'uniswap',
  'open-sea',
  'axie-infinity',
  'aave',
  'pancakeswap',
  'compound',
  'decentraland',
  'crypto-kitties',
  'curve',
  'sandbox',
  'hex',
  'synthetix-exchange',
  'wbtc',
  '1inch',
  'yearn-finance',
];

export const demoRecommended = ['chainlink', 'lido', 'gala-games', 'enjin', 'immutable', 'loopring'];

/** What's hot: the AI site (a name) and three charts, named as the charts are in each language (chartNamesIn). */
export const demoHotTiles: {
  id: string;
  name: string;
  href: string;
  image: string;
  external: boolean;
  translations: CatalogueTranslations;
}[] = [
  {
    id: 'ai',
    name: 'DAPPX AI',
    href: 'https://ai.dappx.com',
    image: art('dappx-ai'),
    external: true,
    translations: {},
  },
  {
    id: 'nft',
    name: 'NFT',
    href: '/top-nft-charts',
    image: art('nft-charts'),
    external: false,
    translations: {},
  },
  {
    id: 'games',
    name: 'Games',
    href: '/top-game-charts',
    image: art('game-charts'),
    external: false,
    translations: { es: { name: 'Juegos' }, pt: { name: 'Jogos' } },
  },
  {
    id: 'exchange',
    name: 'Exchange',
    href: '/exchange',
    image: art('exchange-charts'),
    external: false,
    // The word the store uses for exchanges in Spanish and Portuguese too.
    translations: {},
  },
];
