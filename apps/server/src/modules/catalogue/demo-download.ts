import type { DownloadLink } from '@dappx/shared';

/** The demo store's download page: the web3 browser, its companion wallet and the 'How to use' guides. */

const downloads = 'https://download.dappx.com';
const introSite = 'https://intro.dappx.com';

export const demoDownloadLinks: (DownloadLink & { id: string })[] = [
  {
    id: 'browser-windows',
    row: 'browser',
    platform: 'windows',
    href: `${downloads}/browser/DAPPX-Setup.exe`,
    disabled: false,
  },
  {
    id: 'browser-google-play',
    row: 'browser',
    platform: 'google-play',
    href: 'https://play.google.com/store/apps/details?id=com.dappx.browser',
    disabled: false,
  },
  {
    id: 'browser-app-store',
    row: 'browser',
    platform: 'app-store',
    href: 'https://apps.apple.com/app/dappx-browser/id1580000000',
    disabled: false,
  },
  {
    id: 'wallet-google-play',
    row: 'wallet',
    platform: 'google-play',
    href: 'https://play.google.com/store/apps/details?id=com.dappx.wallet',
    disabled: false,
  },
  // The wallet is not on the App Store yet: the button is shown, but disabled.
  { id: 'wallet-app-store', row: 'wallet', platform: 'app-store', href: '#', disabled: true },
  {
    id: 'how-to-browser',
    row: 'how-to-use',
    platform: 'browser',
    href: `${introSite}/guide/browser`,
    disabled: false,
  },
  {
    id: 'how-to-web-app',
    row: 'how-to-use',
    platform: 'web-app',
    href: `${introSite}/guide/web-app`,
    disabled: false,
  },
];
