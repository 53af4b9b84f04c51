import { createHash } from 'node:crypto';

/** The hero slides' banners, one per slide, language and shape; generated so the demo ships no photos. */
const scenes: Record<
  string,
  { palette: [string, string, string]; label: Record<'en' | 'es' | 'pt', string> }
> = {
  'dappx-ai': {
    palette: ['#1e1b4b', '#7c3aed', '#22d3ee'],
    label: { en: 'AI PLATFORM', es: 'PLATAFORMA IA', pt: 'PLATAFORMA IA' },
  },
  'dappx-token': {
    palette: ['#052e2b', '#10b981', '#a3e635'],
    label: { en: 'TRADE DAPPX', es: 'OPERA DAPPX', pt: 'NEGOCIE DAPPX' },
  },
  'land-sale': {
    palette: ['#2a1205', '#f97316', '#facc15'],
    label: { en: 'LAND SALE', es: 'VENTA DE TIERRAS', pt: 'VENDA DE TERRENOS' },
  },
  'dapp-guide': {
    palette: ['#0c1d3b', '#3b82f6', '#a78bfa'],
    label: { en: 'GUIDE', es: 'GUÍA', pt: 'GUIA' },
  },
  'battle-arena': {
    palette: ['#3b0a1a', '#f43f5e', '#f59e0b'],
    label: { en: 'BATTLE ARENA', es: 'ARENA DE BATALLA', pt: 'ARENA DE BATALHA' },
  },
};

export const bannerNames = Object.keys(scenes);

export function bannerArt(
  slug: string,
  language: 'en' | 'es' | 'pt',
  shape: 'desktop' | 'mobile',
): string | undefined {
  // Own names only: a slug such as 'constructor' must not find Object.prototype's.
  const scene = Object.hasOwn(scenes, slug) ? scenes[slug] : undefined;
  if (!scene) return undefined;
  const [width, height] = shape === 'desktop' ? [1200, 520] : [600, 600];
  const digest = createHash('sha256').update(slug).digest();
  const [deep, mid, light] = scene.palette;
  const orbs = Array.from({ length: 6 }, (_, i) => {
    const x = (digest[i * 3]! / 255) * width;
    const y = (digest[i * 3 + 1]! / 255) * height;
    const r = 40 + (digest[i * 3 + 2]! / 255) * (height / 2.5);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="url(#orb)" opacity="${(0.25 + (i % 3) * 0.15).toFixed(2)}"/>`;
  }).join('');
  const lines = Array.from({ length: 12 }, (_, i) => {
    const x = (i / 11) * width;
    return `<line x1="${x.toFixed(0)}" y1="${height}" x2="${(width / 2 + (x - width / 2) * 0.25).toFixed(0)}" y2="${(height * 0.45).toFixed(0)}" stroke="${light}" stroke-opacity=".12"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${scene.label[language]}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#05060c"/></linearGradient>
    <radialGradient id="orb"><stop offset="0" stop-color="${light}"/><stop offset=".6" stop-color="${mid}" stop-opacity=".5"/><stop offset="1" stop-color="${mid}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${lines}${orbs}
  <text x="${shape === 'desktop' ? width - 48 : width / 2}" y="${height - 40}" text-anchor="${shape === 'desktop' ? 'end' : 'middle'}" font-family="Inter, system-ui, sans-serif" font-size="${shape === 'desktop' ? 28 : 24}" font-weight="800" letter-spacing="6" fill="#fff" fill-opacity=".55">${scene.label[language]}</text>
</svg>`;
}
