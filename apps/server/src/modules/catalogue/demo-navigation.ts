import type { FooterLink } from '@dappx/shared';
import type { CatalogueTranslations } from './schema';

/** The demo store's menu and footer, labels in English with their Spanish and Portuguese. */

const introSite = 'https://intro.dappx.com';

export type DemoMenuItem = {
  id: string;
  parentId?: string;
  label: string;
  href: string;
  target?: '_self' | '_blank';
  pcHidden?: boolean;
  spHidden?: boolean;
  translations?: CatalogueTranslations;
};

/** A label's Spanish and Portuguese. */
const label = (es: string, pt: string): CatalogueTranslations => ({ es: { label: es }, pt: { label: pt } });

export const demoMenu: DemoMenuItem[] = [
  { id: 'learn', label: 'Learn', href: '#', translations: label('Aprender', 'Aprender') },
  {
    id: 'learn-about',
    parentId: 'learn',
    label: 'About DAPPX',
    href: introSite,
    target: '_blank',
    translations: label('Acerca de DAPPX', 'Sobre a DAPPX'),
  },
  { id: 'learn-blog', parentId: 'learn', label: 'Blog', href: `${introSite}/blog`, target: '_blank' },
  { id: 'defi', label: 'DeFi', href: '/top-defi-charts' },
  {
    id: 'download',
    label: 'Download',
    href: '/download',
    pcHidden: true,
    translations: label('Descargar', 'Baixar'),
  },
  // Added after the first stores were seeded: the seed adds missing rows, so they go last.
  { id: 'games', label: 'Games', href: '/games', translations: label('Juegos', 'Jogos') },
  { id: 'nft', label: 'NFT', href: '/explore-3' },
  { id: 'charts', label: 'Charts', href: '#', translations: label('Rankings', 'Rankings') },
  {
    id: 'charts-game',
    parentId: 'charts',
    label: 'Top games',
    href: '/top-game-charts',
    translations: label('Top juegos', 'Top jogos'),
  },
  { id: 'charts-defi', parentId: 'charts', label: 'Top DeFi', href: '/top-defi-charts' },
  { id: 'charts-nft', parentId: 'charts', label: 'Top NFT', href: '/top-nft-charts' },
  { id: 'charts-exchange', parentId: 'charts', label: 'Top exchanges', href: '/exchange' },
  {
    id: 'charts-rankings',
    parentId: 'charts',
    label: 'Ranked by activity',
    href: '/rankings',
    translations: label('Por actividad en la cadena', 'Por atividade na cadeia'),
  },
];

/** Social links are the networks' names, the same in every language. */
export const demoFooter: (FooterLink & { id: string; translations?: CatalogueTranslations })[] = [
  {
    id: 'intro',
    kind: 'site',
    label: 'About DAPPX',
    href: introSite,
    translations: label('Acerca de DAPPX', 'Sobre a DAPPX'),
  },
  {
    id: 'playsite',
    kind: 'site',
    label: 'Play',
    href: 'https://play.dappx.com',
    translations: label('Jugar', 'Jogar'),
  },
  {
    id: 'info',
    kind: 'contact',
    label: 'Info',
    href: 'mailto:info@dappx.com',
    translations: label('Información', 'Informações'),
  },
  {
    id: 'business',
    kind: 'contact',
    label: 'Business & partnership',
    href: 'mailto:business@dappx.com',
    translations: label('Negocios y alianzas', 'Negócios e parcerias'),
  },
  {
    id: 'careers',
    kind: 'contact',
    label: 'Careers',
    href: 'mailto:careers@dappx.com',
    translations: label('Empleo', 'Carreiras'),
  },
  {
    id: 'telegram',
    kind: 'social',
    label: 'Telegram community chat',
    href: 'https://t.me/dappx',
    icon: 'telegram',
    translations: label('Chat de la comunidad en Telegram', 'Chat da comunidade no Telegram'),
  },
  {
    id: 'telegram-news',
    kind: 'social',
    label: 'Telegram announcements',
    href: 'https://t.me/dappx_news',
    icon: 'telegram',
    translations: label('Anuncios en Telegram', 'Anúncios no Telegram'),
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
  // Last, so a store seeded before it gets it without moving the others' places.
  {
    id: 'submit-dapp',
    kind: 'site',
    label: 'Submit a dapp',
    href: '/submit-dapp',
    translations: label('Proponer una dapp', 'Enviar um dapp'),
  },
];
