// The one call we use of geoip-country (CommonJS, no types of its own).
declare module 'geoip-country' {
  export function lookup(ip: string): { country: string } | null;
}
