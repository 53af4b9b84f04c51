// Browser tests drive Debian's Chromium. Install it when missing (as root), or say in one line how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run 'sudo apt-get install -y chromium', then npm test again.`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests (apt-get install -y chromium)…');
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['install', '-y', 'chromium']);
  } catch {
    apt(['update']);
    apt(['install', '-y', 'chromium']);
  }
}
