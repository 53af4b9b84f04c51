import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authOf, preHandlerWhere } from './route-hooks';
import type { App } from './types';

describe('preHandlerWhere', () => {
  it("runs a check on the routes it picks only, in the order checks were added, before the route's own", async () => {
    const app = Fastify() as unknown as App;
    const ran: string[] = [];
    const check = (name: string) => async () => {
      ran.push(name);
    };
    preHandlerWhere(app, (route) => authOf(route) !== 'public', check('first'));
    preHandlerWhere(app, (route) => authOf(route) === 'money', check('second'));
    app.get('/open', () => 'open');
    app.get('/mine', { config: { auth: 'session' } }, () => 'mine');
    app.post('/move', { config: { auth: 'money' }, preHandler: check('own') }, () => 'moved');
    await app.ready();

    const order = async (method: 'GET' | 'POST', url: string) => {
      ran.length = 0;
      expect((await app.inject({ method, url })).statusCode).toBe(200);
      return [...ran];
    };
    expect(await order('GET', '/open')).toEqual([]);
    expect(await order('GET', '/mine')).toEqual(['first']);
    expect(await order('POST', '/move')).toEqual(['first', 'second', 'own']);
  });
});
