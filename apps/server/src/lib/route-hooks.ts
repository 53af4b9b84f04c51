import type { preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { App } from './types';

const added = new WeakSet<object>();

/**
 * Runs `handler` before the handler of each route `wanted` picks, and of no other: a check that every
 * request paid as a global hook (a promise per public read) is paid only by the routes it is about.
 * Handlers added this way run in the order they were added, ahead of a route's own.
 */
export function preHandlerWhere(
  app: App,
  wanted: (route: RouteOptions) => boolean,
  handler: preHandlerAsyncHookHandler,
) {
  added.add(handler);
  app.addHook('onRoute', (route) => {
    if (!wanted(route)) return;
    const given = route.preHandler;
    const existing = (given === undefined ? [] : Array.isArray(given) ? given : [given]) as object[];
    route.preHandler = [
      ...existing.filter((hook) => added.has(hook)),
      handler,
      ...existing.filter((hook) => !added.has(hook)),
    ] as RouteOptions['preHandler'];
  });
}

/** The `auth` a route's declaration gave it ('public' when it has none). */
export const authOf = (route: RouteOptions): string =>
  (route.config as { auth?: string } | undefined)?.auth ?? 'public';
