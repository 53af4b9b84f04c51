import { restrictedCountries } from '@dappx/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

type CountrySources = Pick<Config['signIn'], 'countryHeader' | 'countryPins'>;

/** The trusted proxy's header, when one is configured and the request carries a country code in it. */
function countryFromHeader(request: FastifyRequest, header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = request.headers[header];
  const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return country && /^[A-Z]{2,3}$/.test(country) ? country : undefined;
}

// The offline country database (geoip-country, shipped in the package and never updated at run time) is
// read on the first lookup: some 20 MB the store only needs once someone connects.
let database: Promise<{ lookup: (ip: string) => { country: string } | null }> | undefined;
const loadDatabase = () => (database ??= import('geoip-country').then((module) => module.default ?? module));

/**
 * The visitor's country: the trusted proxy's header first, then a pinned address (tests, staging), then
 * the offline IP database; null when none knows (a private or local address).
 */
export async function countryOf(request: FastifyRequest, sources: CountrySources): Promise<string | null> {
  const fromHeader = countryFromHeader(request, sources.countryHeader);
  if (fromHeader) return fromHeader;
  const pinned = sources.countryPins.get(request.ip);
  if (pinned) return pinned;
  return (await loadDatabase()).lookup(request.ip)?.country ?? null;
}

export const isRestricted = (country: string | null) =>
  country !== null && (restrictedCountries as readonly string[]).includes(country);
