import { describe, expect, it } from 'vitest';
import { apiHost, environmentOf, introSite } from './environment';

describe('environment', () => {
  it.each([
    ['store-uat.dappx.com', 'uat'],
    ['store-sat.dappx.com', 'sat'],
    ['localhost', 'sat'],
    ['127.0.0.1', 'sat'],
    ['dappx.com', 'production'],
    ['www.dappx.com', 'production'],
  ])('%s is %s', (hostname, environment) => {
    expect(environmentOf(hostname)).toBe(environment);
  });

  it('calls the serving origin when the build names no host', () => {
    expect(apiHost('api', 'production')).toBe('');
    expect(apiHost('settings', 'uat')).toBe('');
  });

  it('sends each environment to its own intro site', () => {
    expect(new Set([introSite('production'), introSite('uat'), introSite('sat')]).size).toBe(3);
  });
});
