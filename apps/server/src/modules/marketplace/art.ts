import { createHash } from 'node:crypto';

const skies = [
  ['#0f172a', '#1e3a8a', '#38bdf8'],
  ['#1e1b4b', '#6d28d9', '#f472b6'],
  ['#042f2e', '#0f766e', '#5eead4'],
  ['#3b0764', '#9333ea', '#fde68a'],
  ['#1c1917', '#b45309', '#fcd34d'],
  ['#0c0a09', '#be123c', '#fb7185'],
  ['#082f49', '#0369a1', '#a5f3fc'],
  ['#14532d', '#15803d', '#bef264'],
] as const;

/** Deterministic bytes of a token, so the same token always draws the same picture. */
const seedBytes = (key: string) => [...createHash('sha256').update(key).digest()];

/** A wind sprite: swirling ribbons around a glowing core, two eyes. */
function sprite(bytes: number[], [dark, mid, light]: readonly string[]): string {
  const turns = 3 + (bytes[3]! % 3);
  const ribbons = Array.from({ length: turns }, (_, i) => {
    const r = 70 + i * 22 + (bytes[4 + i]! % 12);
    const start = (bytes[8 + i]! / 255) * 360;
    return `<circle cx="200" cy="210" r="${r}" fill="none" stroke="${i % 2 ? light : mid}" stroke-width="${10 - i}" stroke-linecap="round" stroke-dasharray="${r * 2.2} ${r * 4}" transform="rotate(${start.toFixed(0)} 200 210)" opacity="${(0.9 - i * 0.12).toFixed(2)}"/>`;
  }).join('');
  const eyeGap = 18 + (bytes[12]! % 10);
  return `${ribbons}
  <circle cx="200" cy="210" r="58" fill="url(#core)"/>
  <circle cx="${200 - eyeGap}" cy="205" r="7" fill="${dark}"/><circle cx="${200 + eyeGap}" cy="205" r="7" fill="${dark}"/>
  <path d="M${200 - 12} 232 Q200 ${240 + (bytes[13]! % 8)} ${200 + 12} 232" stroke="${dark}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

/** A glass orb with rings and a small storm inside. */
function orb(bytes: number[], [, mid, light]: readonly string[]): string {
  const rings = 1 + (bytes[3]! % 4);
  const ringMarks = Array.from({ length: rings }, (_, i) => {
    const tilt = -30 + (bytes[4 + i]! % 60);
    return `<ellipse cx="200" cy="210" rx="${130 + i * 14}" ry="${26 + i * 6}" fill="none" stroke="${light}" stroke-width="3" opacity="${(0.8 - i * 0.15).toFixed(2)}" transform="rotate(${tilt} 200 210)"/>`;
  }).join('');
  const bolts = Array.from({ length: 3 }, (_, i) => {
    const x = 160 + i * 40 + (bytes[10 + i]! % 12);
    return `<path d="M${x} 170 l-14 34 h16 l-10 34" stroke="${light}" stroke-width="4" fill="none" stroke-linejoin="round" opacity="0.85"/>`;
  }).join('');
  return `<circle cx="200" cy="210" r="100" fill="url(#core)" opacity="0.95"/>
  <circle cx="200" cy="210" r="100" fill="none" stroke="${mid}" stroke-width="4"/>
  ${bolts}
  <ellipse cx="165" cy="165" rx="26" ry="14" fill="#ffffff" opacity="0.35" transform="rotate(-35 165 165)"/>
  ${ringMarks}`;
}

/** The SVG of one demo token: a night sky in the token's palette, stars, and the collection's motif. */
export function tokenArt(symbol: string, tokenId: bigint): string {
  const bytes = seedBytes(`${symbol}:${tokenId}`);
  const palette = skies[bytes[0]! % skies.length]!;
  const [dark, mid, light] = palette;
  const stars = Array.from({ length: 14 }, (_, i) => {
    const x = (bytes[(i * 2) % 32]! * 1.56 + i * 29) % 400;
    const y = (bytes[(i * 2 + 1) % 32]! * 1.3 + i * 17) % 400;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${1 + (i % 3) * 0.6}" fill="#fff" opacity="${0.3 + (i % 4) * 0.15}"/>`;
  }).join('');
  const motif = symbol === 'ORB' ? orb(bytes, palette) : sprite(bytes, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <radialGradient id="core" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></radialGradient>
  </defs>
  <rect width="400" height="400" fill="url(#sky)"/>
  ${stars}
  ${motif}
  <text x="24" y="376" font-family="sans-serif" font-size="20" font-weight="700" fill="#ffffff" opacity="0.8">${symbol} #${tokenId}</text>
</svg>`;
}
