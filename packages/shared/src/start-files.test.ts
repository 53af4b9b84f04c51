import { describe, expect, it } from 'vitest';
import { preloadTags, startFilesOf, type StartFiles } from './start-files';

const build: StartFiles = {
  first: ['/assets/index-a.js', '/assets/app-b.js'],
  screens: [
    ['^/games/[^/]+/?$', ['/assets/game-route-c.js', '/assets/games-d.css']],
    ['^/games/?$', ['/assets/games-route-e.js']],
  ],
};

describe('a page’s start files', () => {
  it('are the first load and the files of the first screen whose pattern matches the path', () => {
    expect(startFilesOf(build, '/games/card-clash')).toEqual([
      '/assets/index-a.js',
      '/assets/app-b.js',
      '/assets/game-route-c.js',
      '/assets/games-d.css',
    ]);
    expect(startFilesOf(build, '/no-such-page')).toEqual(build.first);
  });

  it('are preloaded as module scripts and stylesheets with CORS, as the app asks for them', () => {
    expect(preloadTags(['/assets/app-b.js', '/assets/games-d.css'])).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/app-b.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/games-d.css">',
    );
  });

  it('name no file that could break out of the tag', () => {
    expect(preloadTags(['/assets/a.js"><script>', 'https://elsewhere.example/x.js'])).toBe('');
  });
});
