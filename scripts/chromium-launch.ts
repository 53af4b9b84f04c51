/**
 * Debian's Chromium, never a downloaded browser, as the browser tests and the bench launch it; the flags
 * keep it off the network it cannot reach here.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
