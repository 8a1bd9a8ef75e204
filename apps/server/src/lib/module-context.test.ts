import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createApiRoutes } from './module-context';

describe('createApiRoutes', () => {
  it('registers nothing until mounted, then every plugin in order, inside the mounting scope', async () => {
    const app = Fastify();
    const api = createApiRoutes();
    const order: string[] = [];
    api.register(
      async (scope: FastifyInstance, { name }: { name: string }) => {
        order.push(name);
        scope.get('/first', async () => ({ from: name }));
      },
      { name: 'first' },
    );
    api.register(
      async (scope: FastifyInstance, { name }: { name: string }) => {
        order.push(name);
        scope.get('/second', async () => ({ from: name }));
      },
      { name: 'second' },
    );
    expect(order).toEqual([]);

    await app.register(
      async (scope) => {
        // A hook added before mounting (as the auth guard is) covers every mounted route.
        scope.addHook('onRequest', async (_request, reply) => {
          reply.header('x-guarded', 'yes');
        });
        await api.mountOn(scope);
      },
      { prefix: '/api' },
    );
    expect(order).toEqual(['first', 'second']);

    const second = await app.inject({ method: 'GET', url: '/api/second' });
    expect(second.json()).toEqual({ from: 'second' });
    expect(second.headers['x-guarded']).toBe('yes');
    expect((await app.inject({ method: 'GET', url: '/second' })).statusCode).toBe(404);
    await app.close();
  });
});
