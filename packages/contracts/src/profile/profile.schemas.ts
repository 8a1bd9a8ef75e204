import { z } from 'zod';
import { userTypeSchema } from '../auth/auth.schemas';
import { successEnvelope } from '../common/envelope';

export const userProfileParamsSchema = z.strictObject({ userId: z.uuid() });

/** Another player's profile as anyone signed in may see it: no email, no birth year, no role. */
export const publicProfileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    full_name: z.string(),
    avatar_url: z.string().nullable(),
    level: z.number().int().positive(),
    points: z.number().int().nonnegative(),
    user_type: userTypeSchema.nullable(),
    organization: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    website: z.string().nullable(),
    created_at: z.iso.datetime(),
    /** Challenges the player won (a challenge completed with them alone in first place). */
    challenges_won: z.number().int().nonnegative(),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = successEnvelope(
  z.object({ profile: publicProfileSchema }),
);
