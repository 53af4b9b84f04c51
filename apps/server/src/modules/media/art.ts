import { createHash } from 'node:crypto';

/** Pairs of colours that read well on the store's dark theme, picked by a hash of the name. */
const palettes = [
  ['#7c3aed', '#22d3ee'],
  ['#f43f5e', '#f59e0b'],
  ['#10b981', '#3b82f6'],
  ['#8b5cf6', '#ec4899'],
  ['#0ea5e9', '#6366f1'],
  ['#f97316', '#ef4444'],
  ['#14b8a6', '#84cc16'],
  ['#a855f7', '#06b6d4'],
] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function initials(words: string[]): string {
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

/**
 * A logo tile for an app no icon package covers: a gradient square with a soft orbit and the app's
 * initials. The same slug always gives the same tile.
 */
export function appArt(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  const digest = createHash('sha256').update(slug).digest();
  const [from, to] = palettes[digest[0]! % palettes.length]!;
  const angle = (digest[1]! / 255) * 360;
  const orbit = 18 + (digest[2]! % 10);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
  <defs>
    <linearGradient id="g" gradientTransform="rotate(${angle.toFixed(0)} .5 .5)">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="96" height="96" rx="22" fill="url(#g)"/>
  <circle cx="48" cy="48" r="${orbit + 14}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>
  <circle cx="${48 + orbit + 14}" cy="48" r="4" fill="#fff" fill-opacity=".55" transform="rotate(${(angle * 2).toFixed(0)} 48 48)"/>
  <text x="48" y="50" text-anchor="middle" dominant-baseline="middle" font-family="Inter, system-ui, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(initials(words))}</text>
</svg>`;
}
