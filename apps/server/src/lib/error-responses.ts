import { errorBodySchema } from '@quizarena/contracts';

/** Documents the error answers a route can give, for the OpenAPI schema. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}
