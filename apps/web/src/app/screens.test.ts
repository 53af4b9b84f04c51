import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, screenAt } from './router';
import { screenPathPattern, screens } from './screens';

/** The screen the page's starter preloads for a path: the first of the table whose pattern matches. */
const preloadedFor = (pathname: string) =>
  screens.find((screen) => new RegExp(screenPathPattern(screen.path)).test(pathname))?.path;

/** The screen the router shows at a path: the path of its deepest matched route ('/' for the index). */
function routedFor(pathname: string) {
  const matches = matchRoutes(createRoutes(new QueryClient()), pathname) ?? [];
  const deepest = matches.at(-1)?.route;
  return deepest?.index ? '/' : deepest?.path;
}

const urls = [
  '/',
  '/games',
  '/games/',
  '/games/card-clash',
  '/explore-3',
  '/explore-3/5b0f7a1e/12',
  '/nft-collection/5b0f7a1e-3c2d',
  '/explorer/8888/tx/0xabc',
  '/user-profile',
  '/user-profile/ace',
  '/user-profile/nfts/',
  '/top-nft-charts',
  '/exchange',
  '/search',
  '/rankings',
  '/rankings/',
  '/rankings/method',
  '/rankings/aave/transactions',
  '/rankings/aave',
  '/maintenance',
  '/no-such-page',
  '/games/card-clash/more',
  '/user-profiles',
  '/explore-3/only-one',
];

describe('the screens table', () => {
  it.each(urls)('has the starter preload the screen the router shows at %s', (pathname) => {
    expect(preloadedFor(pathname)).toBe(routedFor(pathname));
  });

  it('names a module and component the app bundles for every screen', async () => {
    for (const { path, component } of screens) {
      const { Component } = await screenAt(path)();
      expect(Component, `${path}: ${component}`).toBeTypeOf('function');
    }
  });

  it('refuses a path it has no screen for', () => {
    expect(() => screenAt('/nowhere')).toThrow('No screen at /nowhere');
  });
});
