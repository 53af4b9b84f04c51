import { describe, expect, it } from 'vitest';
import { endpointSchemaTables } from './endpoint-schemas';
import { allEndpoints } from './all-endpoints';
import { pathOf, pathPrefixes } from './endpoint';

describe('the endpoint declarations', () => {
  it('name each endpoint once, across all features', () => {
    const names = endpointSchemaTables.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(allEndpoints.map((endpoint) => endpoint.name).sort()).toEqual([...names].sort());
  });

  it('give each method and path to one endpoint only', () => {
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('fill path params URI-encoded and refuse a missing one', () => {
    const endpoint = { method: 'GET', path: '/v1/items/:address/:id', auth: 'public' } as const;
    expect(pathOf(endpoint, { address: 'a b', id: 7 })).toBe('/v1/items/a%20b/7');
    expect(() => pathOf(endpoint, { address: 'x' })).toThrow('needs the param id');
  });

  it('list the first path segments a dev proxy must forward', () => {
    expect(
      pathPrefixes([
        { method: 'GET', path: '/users/a', auth: 'public' },
        { method: 'GET', path: '/v1/b', auth: 'public' },
        { method: 'POST', path: '/users/c', auth: 'session' },
      ]),
    ).toEqual(['/users', '/v1']);
  });
});
