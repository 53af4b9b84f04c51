import type { preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { App } from './types';

const added = new WeakSet<object>();

type HookName = 'preValidation' | 'preHandler';

/** Puts `handler` on the picked routes' `hook`, after those added this way and ahead of a route's own. */
function hookWhere(
  app: App,
  hook: HookName,
  wanted: (route: RouteOptions) => boolean,
  handler: preHandlerAsyncHookHandler,
) {
  added.add(handler);
  app.addHook('onRoute', (route) => {
    if (!wanted(route)) return;
    const given = route[hook];
    const existing = (given === undefined ? [] : Array.isArray(given) ? given : [given]) as object[];
    route[hook] = [
      ...existing.filter((one) => added.has(one)),
      handler,
      ...existing.filter((one) => !added.has(one)),
    ] as RouteOptions['preHandler'];
  });
}

/**
 * Runs `handler` before the handler of each route `wanted` picks, and of no other: a check that every
 * request paid as a global hook (a promise per public read) is paid only by the routes it is about.
 * Handlers added this way run in the order they were added, ahead of a route's own.
 */
export const preHandlerWhere = (
  app: App,
  wanted: (route: RouteOptions) => boolean,
  handler: preHandlerAsyncHookHandler,
) => hookWhere(app, 'preHandler', wanted, handler);

/**
 * `preHandlerWhere` before validation: who the caller is is checked before what they sent, so a caller
 * without a session hears 401, never the field messages of a call they may not make.
 */
export const preValidationWhere = (
  app: App,
  wanted: (route: RouteOptions) => boolean,
  handler: preHandlerAsyncHookHandler,
) => hookWhere(app, 'preValidation', wanted, handler);

/** The `auth` a route's declaration gave it ('public' when it has none). */
export const authOf = (route: RouteOptions): string =>
  (route.config as { auth?: string } | undefined)?.auth ?? 'public';
