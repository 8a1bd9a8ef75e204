import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Serialises cached read results once. Keyed by the identity of the cached value, so a new
 * cache entry gets new JSON and old JSON goes with its entry. The body still passes its zod
 * schema (once), which drops any field the contract does not name.
 */
export function createCachedJson<S extends z.ZodType>(schema: S) {
  const serialized = new WeakMap<object, string>();
  return {
    send(reply: FastifyReply, key: object, body: () => z.input<S>): FastifyReply {
      let json = serialized.get(key);
      if (json === undefined) {
        json = JSON.stringify(schema.parse(body()));
        serialized.set(key, json);
      }
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(json);
    },
  };
}
