// The files a page's start needs beyond index.html: the app's first load, and per screen (by its path
// pattern) the screen's own chunks and stylesheets. The web build writes them to the web app's dist
// folder; the server names a page's files in its head when its first paint has no image to wait for,
// so they download while the page parses instead of after its first frames. No zod: the server and
// the web build's config import this module alone.

/** What the build writes and the server reads: paths from the site's root, e.g. `/assets/app-x.js`. */
export type StartFiles = {
  first: string[];
  screens: [pattern: string, files: string[]][];
};
export const startFilesFile = 'start-files.json';

/** The app's first load and the files of the screen at `pathname` (the first whose pattern matches). */
export function startFilesOf(build: StartFiles, pathname: string): string[] {
  const screen = build.screens.find(([pattern]) => new RegExp(pattern).test(pathname));
  return [...build.first, ...(screen?.[1] ?? [])];
}

/**
 * Preload tags for those files, in the modes the app asks for them with (module scripts and Vite's
 * stylesheets are fetched with CORS), so the later requests take the preloaded responses.
 */
export const preloadTags = (files: string[]) =>
  files
    .filter((file) => /^\/[\w\-./]+\.(js|css)$/.test(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('');
