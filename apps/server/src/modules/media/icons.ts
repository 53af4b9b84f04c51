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
