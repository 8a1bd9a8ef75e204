import { z } from 'zod';

/** The spec's `{ success, data }` answer wrapper. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
