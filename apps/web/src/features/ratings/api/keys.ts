/**
 * The root of every rating read: invalidating it after a rated game ends refreshes the profile
 * card and the boards at once.
 */
export const RATINGS_KEY = ['ratings'] as const;
