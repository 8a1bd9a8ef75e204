import type { PublicIdentityInput } from '@quizarena/contracts';
import { users } from '../../db/schema';

/**
 * The users columns the public-identity rule reads, for any query that shows a player to others
 * (select them as one nested object). The auth module owns the users table, so the set is here.
 */
export const identityColumns = {
  id: users.id,
  fullName: users.fullName,
  birthYear: users.birthYear,
  organization: users.organization,
  profileHidden: users.profileHidden,
  status: users.status,
};

/** A row of `identityColumns` as the rule takes it: only active accounts are listed. */
export function toIdentityInput(row: {
  id: string;
  fullName: string;
  birthYear: number | null;
  organization: string | null;
  profileHidden: boolean;
  status: string;
}): PublicIdentityInput {
  const { status, ...rest } = row;
  return { ...rest, active: status === 'active' };
}
