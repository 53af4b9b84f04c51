import { demoCollectionId } from '../marketplace';
import type { CarouselSlide } from '@dappx/shared';
import type { CatalogueTranslations } from './schema';

/** The hero carousel of the storefront spec (section 2): an AI platform, the token, a land sale, a guide, a game. */
const banner = (slug: string) => ({
  en: { desktop: `/media/banners/${slug}-en-desktop.svg`, mobile: `/media/banners/${slug}-en-mobile.svg` },
  es: { desktop: `/media/banners/${slug}-es-desktop.svg`, mobile: `/media/banners/${slug}-es-mobile.svg` },
  pt: { desktop: `/media/banners/${slug}-pt-desktop.svg`, mobile: `/media/banners/${slug}-pt-mobile.svg` },
});

/** A slide with its Spanish and Portuguese: `title`, `excerpt` and `buttons.<id>` (names stay as they are). */
export type DemoHomeSlide = CarouselSlide & { translations: CatalogueTranslations };

export const demoHomeSlides: DemoHomeSlide[] = [
  {
    id: 'dappx-ai',
    position: 1,
    className: 'slide-ai',
    image: banner('dappx-ai'),
    title: 'DAPPX AI',
    excerpt: 'Your AI co-pilot for web3: research tokens, read contracts and plan trades in plain words.',
    buttons: [{ id: 'coming-soon', text: 'Coming Soon' }],
    href: 'https://ai.dappx.com',
    showStoreLogo: false,
    commingSoon: true,
    translations: {
      es: {
        excerpt:
          'Tu copiloto de IA para web3: investiga tokens, entiende contratos y planifica tus operaciones sin tecnicismos.',
        'buttons.coming-soon': 'Próximamente',
      },
      pt: {
        excerpt:
          'Seu copiloto de IA para a web3: pesquise tokens, entenda contratos e planeje suas operações sem complicação.',
        'buttons.coming-soon': 'Em breve',
      },
    },
  },
  {
    id: 'dappx-token',
    position: 2,
    className: 'slide-token',
    image: banner('dappx-token'),
    title: 'DAPPX Token',
    excerpt: 'The token behind the store: stake it to mine Zera and have a say in what comes next.',
    buttons: [
      { id: 'white-paper', text: 'WhitePaper', link: 'https://intro.dappx.com/whitepaper.pdf' },
      { id: 'trade', text: 'Start', link: 'https://intro.dappx.com/trade' },
    ],
    href: 'https://intro.dappx.com/trade',
    white_paper: 'https://intro.dappx.com/whitepaper.pdf',
    showStoreLogo: false,
    currency: 'ETH',
    commingSoon: false,
    // The white paper keeps its name: the crypto world says "whitepaper" in every language.
    translations: {
      es: {
        title: 'Token DAPPX',
        excerpt: 'El token de la tienda: haz stake para minar Zera y ten voz en lo que viene.',
        'buttons.trade': 'Empezar',
      },
      pt: {
        title: 'Token DAPPX',
        excerpt: 'O token da loja: faça stake para minerar Zera e tenha voz no que vem por aí.',
        'buttons.trade': 'Começar',
      },
    },
  },
  {
    id: 'land-sale',
    position: 3,
    className: 'slide-land',
    image: banner('land-sale'),
    title: 'Metaverse Land Sale',
    excerpt: 'Claim a plot in the DAPPX world before the public sale opens. Early members pick first.',
    buttons: [{ id: 'sign-up', text: 'Sign up', link: 'https://intro.dappx.com/land' }],
    href: 'https://intro.dappx.com/land',
    showStoreLogo: false,
    commingSoon: false,
    translations: {
      es: {
        title: 'Venta de terrenos del metaverso',
        excerpt:
          'Hazte con tu parcela en el mundo DAPPX antes de que abra la venta pública. Los primeros miembros eligen primero.',
        'buttons.sign-up': 'Regístrate',
      },
      pt: {
        title: 'Venda de terrenos no metaverso',
        excerpt:
          'Garanta seu lote no mundo DAPPX antes da abertura da venda pública. Os primeiros membros escolhem primeiro.',
        'buttons.sign-up': 'Cadastre-se',
      },
    },
  },
  {
    id: 'dapp-guide',
    position: 4,
    className: 'slide-guide',
    image: banner('dapp-guide'),
    title: 'The DAPPX Guide',
    excerpt: 'New to dapps? Wallets, gas and staking explained in ten minutes, then play your first game.',
    buttons: [{ id: 'play', text: 'PLAY', link: 'https://intro.dappx.com/blog/guide' }],
    href: 'https://intro.dappx.com/blog/guide',
    showStoreLogo: false,
    commingSoon: false,
    translations: {
      es: {
        title: 'La guía de DAPPX',
        excerpt:
          '¿Nuevo en las dapps? Billeteras, gas y staking explicados en diez minutos; después, a jugar tu primer juego.',
        'buttons.play': 'JUGAR',
      },
      pt: {
        title: 'O guia da DAPPX',
        excerpt:
          'Novo em dapps? Carteiras, gas e staking explicados em dez minutos; depois, é só jogar seu primeiro jogo.',
        'buttons.play': 'JOGAR',
      },
    },
  },
  {
    id: 'battle-arena',
    position: 5,
    className: 'slide-arena',
    image: banner('battle-arena'),
    title: 'Crypto Battle Arena',
    excerpt: 'Test your might in the crypto reward battle arena: build a squad of heroes and win tokens.',
    buttons: [
      { id: 'download-demo', text: 'Download Demo', link: 'https://play.dappx.com/arena/demo' },
      { id: 'hero-auction', text: 'Hero Auction', link: 'https://play.dappx.com/arena/auction' },
      { id: 'closed-beta', text: 'Join Closed Beta', link: 'https://play.dappx.com/arena/beta' },
      // Our own NFT collection page (the demo collection of the marketplace module).
      { id: 'nft', text: 'NFT', link: `/nft-collection/${demoCollectionId}` },
      { id: 'start', text: 'Start', action: 'start' },
    ],
    href: 'https://play.dappx.com/arena',
    store: 'https://play.dappx.com/arena/nft',
    showStoreLogo: true,
    videoOnHover: '/media/videos/battle-arena-desktop.webm',
    videoOnHoverMobile: '/media/videos/battle-arena-mobile.webm',
    currency: 'ETH',
    commingSoon: false,
    // The game's name stays; NFT is the same word everywhere.
    translations: {
      es: {
        excerpt:
          'Demuestra lo que vales en la arena de batalla con recompensas cripto: forma un escuadrón de héroes y gana tokens.',
        'buttons.download-demo': 'Descargar demo',
        'buttons.hero-auction': 'Subasta de héroes',
        'buttons.closed-beta': 'Únete a la beta cerrada',
        'buttons.start': 'Empezar',
      },
      pt: {
        excerpt:
          'Mostre do que você é capaz na arena de batalha com recompensas em cripto: monte um esquadrão de heróis e ganhe tokens.',
        'buttons.download-demo': 'Baixar demo',
        'buttons.hero-auction': 'Leilão de heróis',
        'buttons.closed-beta': 'Entre na beta fechada',
        'buttons.start': 'Começar',
      },
    },
  },
];
