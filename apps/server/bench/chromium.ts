import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium-launch';

/** Debian's Chromium with the flags the store's browser runs use, plus any the caller adds. */
export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...extraArgs] });
