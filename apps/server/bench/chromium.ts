import { chromium } from '@playwright/test';

/** Debian's Chromium with the flags the store's browser runs use, plus any the caller adds. */
export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
