import { demoCollectionId } from '../marketplace';
import type { CarouselSlide } from '@dappx/shared';

/** The hero carousel of the storefront spec (section 2): an AI platform, the token, a land sale, a guide, a game. */
const banner = (slug: string) => ({
  en: { desktop: `/media/banners/${slug}-en-desktop.svg`, mobile: `/media/banners/${slug}-en-mobile.svg` },
  es: { desktop: `/media/banners/${slug}-es-desktop.svg`, mobile: `/media/banners/${slug}-es-mobile.svg` },
  pt: { desktop: `/media/banners/${slug}-pt-desktop.svg`, mobile: `/media/banners/${slug}-pt-mobile.svg` },
});

export const demoHomeSlides: CarouselSlide[] = [
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
  },
];
