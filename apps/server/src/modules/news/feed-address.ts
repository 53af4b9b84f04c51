import { BlockList, isIP } from 'node:net';

/**
 * Addresses a news feed is never read from: the server's own machine, its private networks, the cloud
 * metadata service, and everything else that is not the public internet. Feed addresses are set by
 * editors, and what the server reads is shown to everyone: reading these would publish the insides of
 * the network. IPv4-mapped IPv6 forms (::ffff:127.0.0.1) match the IPv4 rules (net.BlockList maps them).
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network, 0.0.0.0 itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the cloud metadata service (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/**
 * Addresses a feed may be read from although they are not public, as `address:port` ("127.0.0.1:8081",
 * "[::1]:8081"): the tests' own feed servers (NEWS_FEEDS_ALLOW_PRIVATE, refused with real chains).
 */
export type PrivateFeedOrigins = ReadonlySet<string>;

const origin = (address: string, port: number) => `${isIP(address) === 6 ? `[${address}]` : address}:${port}`;

/** Why the server will not connect to `address` (an IP) on `port`; undefined when it may. */
export function addressRefusal(
  address: string,
  port: number,
  allowed: PrivateFeedOrigins,
): string | undefined {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  if (allowed.has(origin(address, port))) return undefined;
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6')
    ? `${address} is not a public internet address`
    : undefined;
}

/** The URL's host as an IP address when it is one, in whatever notation it was written (the URL parser normalises it). */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

/** The port a URL connects to. */
export const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

const localNames = /^(localhost|[^.]+\.localhost)\.?$/i;

/**
 * True when a feed URL names the server's own machine or a private network by itself: a literal
 * address that is not public, or localhost. Names are only found out by resolving them, at read time.
 */
export function namesPrivateHost(address: string, allowed: PrivateFeedOrigins): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  const literal = literalAddress(url);
  if (literal) return addressRefusal(literal, portOf(url), allowed) !== undefined;
  return localNames.test(url.hostname);
}
