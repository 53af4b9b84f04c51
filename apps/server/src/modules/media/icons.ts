import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** Icons from @web3icons/core, named `<group>/<file>` as the package files them (branded variants). */
const iconName = /^(tokens|exchanges|networks|wallets)\/[A-Za-z0-9-]+$/;

const loaded = new Map<string, Promise<string | undefined>>();

/** The SVG text of a maintained icon, or undefined when the package has no such icon. */
export function web3Icon(name: string): Promise<string | undefined> {
  if (!iconName.test(name)) return Promise.resolve(undefined);
  let icon = loaded.get(name);
  if (!icon) {
    const [group, file] = name.split('/') as [string, string];
    icon = import(`@web3icons/core/svgs/${group}/branded/${file}.svg.js`).then(
      (mod: { default: string }) => mod.default,
      () => undefined,
    );
    loaded.set(name, icon);
  }
  return icon;
}

/**
 * Brands @web3icons/core lacks, from simple-icons (CC0), with the brand colour its data gives: the
 * package draws them in one colour, so they always sit on a light chip.
 */
const brandColours: Record<string, string> = { opensea: '#2081E2' };

const require = createRequire(import.meta.url);

/** A simple-icons logo in its brand colour, or undefined for a brand not listed above. */
async function brandIcon(name: string): Promise<string | undefined> {
  const colour = Object.hasOwn(brandColours, name) ? brandColours[name] : undefined;
  if (!colour) return undefined;
  const svg = await readFile(require.resolve(`simple-icons/icons/${name}.svg`), 'utf8');
  return svg.replace(/^<svg/, `<svg fill="${colour}"`);
}

/** The logo named `<group>/<name>`: brands from simple-icons, the rest from @web3icons/core. */
export const logoSvg = (group: string, name: string) =>
  group === 'brands' ? brandIcon(name) : web3Icon(`${group}/${name}`);

/**
 * A logo on a light neutral chip, for logos drawn dark (Synthetix, DODO, OKX…) that would vanish on the
 * store's dark cards, and for one-colour brand icons.
 */
export function onLightChip(svg: string): string {
  const inner = svg.replace(/^<svg([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(width|height|class|role)="[^"]*"/g, '');
    return `<svg${kept} x="16" y="16" width="64" height="64">`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#f3f4f8"/>${inner}</svg>`;
}
