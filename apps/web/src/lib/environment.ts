import type { ApiHost } from '@dappx/shared/endpoint';

/**
 * Which environment the page is served in, from its address (storefront spec, section 7): '-uat' in the
 * host name is uat; localhost or '-sat' is sat; anything else is production. Each environment's API hosts
 * come from the build's VITE_* variables and default to the serving origin, which is how the store ships.
 */
export type Environment = 'production' | 'uat' | 'sat';
export type { ApiHost };

export function environmentOf(hostname: string): Environment {
  if (hostname.includes('-uat')) return 'uat';
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname.includes('-sat')) return 'sat';
  return 'production';
}

const builtHosts: Record<Environment, Record<ApiHost, string | undefined>> = {
  production: {
    api: import.meta.env.VITE_API_URL,
    admin: import.meta.env.VITE_ADMIN_API_URL,
    settings: import.meta.env.VITE_SETTINGS_API_URL,
    launcher: import.meta.env.VITE_LAUNCHER_API_URL,
  },
  uat: {
    api: import.meta.env.VITE_API_URL_UAT,
    admin: import.meta.env.VITE_ADMIN_API_URL_UAT,
    settings: import.meta.env.VITE_SETTINGS_API_URL_UAT,
    launcher: import.meta.env.VITE_LAUNCHER_API_URL_UAT,
  },
  sat: {
    api: import.meta.env.VITE_API_URL_SAT,
    admin: import.meta.env.VITE_ADMIN_API_URL_SAT,
    settings: import.meta.env.VITE_SETTINGS_API_URL_SAT,
    launcher: import.meta.env.VITE_LAUNCHER_API_URL_SAT,
  },
};

/** The origin to call for one kind of API; '' means the page's own origin. */
export function apiHost(host: ApiHost, environment = environmentOf(window.location.hostname)): string {
  return (builtHosts[environment][host] ?? '').replace(/\/$/, '');
}

const introSites: Record<Environment, string> = {
  production: 'https://intro.dappx.com',
  uat: 'https://intro-uat.dappx.com',
  sat: 'https://intro-sat.dappx.com',
};

/** The intro site, which the spec says differs per environment. */
export const introSite = (environment = environmentOf(window.location.hostname)) => introSites[environment];
