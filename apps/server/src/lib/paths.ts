import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** apps/server, found from this file whether it runs from src/ (tests) or from the dist/ bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'migrations', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find apps/server/migrations next to the server code.');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'migrations');
export const defaultWebDist = path.resolve(serverRoot, '..', 'web', 'dist');
export const defaultAdminDist = path.resolve(serverRoot, '..', 'admin', 'dist');
export const demoNewsFeed = pathToFileURL(path.join(serverRoot, 'media', 'news', 'demo-feed.xml')).href;
