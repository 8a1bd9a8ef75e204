import { z } from 'zod';

/**
 * A person as answers show them to others: their id, the name the public-identity rule lets
 * others see, and a picture when it may be shown (docs/PRIVACY.md).
 */
export const personSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});

/** The same, where a hidden profile is shown without its id. */
export const maybeHiddenPersonSchema = personSchema.extend({ user_id: z.uuid().nullable() });
