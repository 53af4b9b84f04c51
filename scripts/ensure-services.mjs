// Tests that run the store behind a transaction pooler or a load balancer use Debian's PgBouncer and
// HAProxy. Install them when missing (as root), or say in one line how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each service's program, where Debian's package puts it. */
export const servicePrograms = { pgbouncer: '/usr/sbin/pgbouncer', haproxy: '/usr/sbin/haproxy' };

export function ensureServices() {
  const missing = Object.entries(servicePrograms)
    .filter(([, program]) => !existsSync(program))
    .map(([name]) => name);
  if (missing.length === 0) return;
  const install = ['install', '-y', ...missing];
  if (process.getuid?.() !== 0) {
    console.error(
      `${missing.join(' and ')} missing: run 'sudo apt-get ${install.join(' ')}', then npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} for the server tests (apt-get ${install.join(' ')})…`);
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(install);
  } catch {
    apt(['update']);
    apt(install);
  }
}

// Run alone (`node scripts/ensure-services.mjs`), it ensures them and exits.
if (import.meta.url === `file://${process.argv[1]}`) ensureServices();
