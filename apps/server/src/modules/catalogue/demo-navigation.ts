import type { FooterLink } from '@dappx/shared';

/** The demo store's menu and footer. Labels are translation keys; the web app translates them. */

const introSite = 'https://intro.dappx.com';

export type DemoMenuItem = {
  id: string;
  parentId?: string;
  label: string;
  href: string;
  target?: '_self' | '_blank';
  pcHidden?: boolean;
  spHidden?: boolean;
};

export const demoMenu: DemoMenuItem[] = [
  { id: 'learn', label: 'Learn', href: '#' },
  { id: 'learn-about', parentId: 'learn', label: 'About DAPPX', href: introSite, target: '_blank' },
  { id: 'learn-blog', parentId: 'learn', label: 'Blog', href: `${introSite}/blog`, target: '_blank' },
  { id: 'defi', label: 'DeFi', href: '/top-defi-charts' },
  { id: 'download', label: 'Download', href: '/download', pcHidden: true },
  // Added after the first stores were seeded: the seed adds missing rows, so they go last.
  { id: 'games', label: 'Games', href: '/games' },
  { id: 'nft', label: 'NFT', href: '/explore-3' },
  { id: 'charts', label: 'Charts', href: '#' },
  { id: 'charts-game', parentId: 'charts', label: 'Top games', href: '/top-game-charts' },
  { id: 'charts-defi', parentId: 'charts', label: 'Top DeFi', href: '/top-defi-charts' },
  { id: 'charts-nft', parentId: 'charts', label: 'Top NFT', href: '/top-nft-charts' },
  { id: 'charts-exchange', parentId: 'charts', label: 'Top exchanges', href: '/exchange' },
];

export const demoFooter: (FooterLink & { id: string })[] = [
  { id: 'intro', kind: 'site', label: 'About DAPPX', href: introSite },
  { id: 'playsite', kind: 'site', label: 'Play', href: 'https://play.dappx.com' },
  { id: 'info', kind: 'contact', label: 'Info', href: 'mailto:info@dappx.com' },
  { id: 'business', kind: 'contact', label: 'Business & partnership', href: 'mailto:business@dappx.com' },
  { id: 'careers', kind: 'contact', label: 'Careers', href: 'mailto:careers@dappx.com' },
  { id: 'telegram', kind: 'social', label: 'Telegram', href: 'https://t.me/dappx', icon: 'telegram' },
  {
    id: 'telegram-news',
    kind: 'social',
    label: 'Telegram announcements',
    href: 'https://t.me/dappx_news',
    icon: 'telegram',
  },
  {
    id: 'facebook',
    kind: 'social',
    label: 'Facebook',
    href: 'https://www.facebook.com/dappx',
    icon: 'facebook',
  },
  { id: 'twitter', kind: 'social', label: 'Twitter', href: 'https://twitter.com/dappx', icon: 'twitter' },
  {
    id: 'instagram',
    kind: 'social',
    label: 'Instagram',
    href: 'https://www.instagram.com/dappx',
    icon: 'instagram',
  },
  {
    id: 'youtube',
    kind: 'social',
    label: 'YouTube',
    href: 'https://www.youtube.com/@dappx',
    icon: 'youtube',
  },
];
