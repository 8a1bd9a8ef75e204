import {
  levelForPoints,
  type ExtendedTime,
  type PublicProfile,
  type Role,
  type User,
  type UserType,
} from '@quizarena/contracts';
import type { UserRow } from './auth.repo';

/** The caller's own account. Points come from the ledger once it exists; until then 0. */
export function toUserDto(row: UserRow, points = 0): User {
  return {
    id: row.id,
    email: row.email,
    name: row.fullName,
    full_name: row.fullName,
    avatar_url: row.avatarUrl,
    level: levelForPoints(points),
    points,
    total_points: points,
    experience_points: points,
    user_type: row.userType as UserType | null,
    birth_year: row.birthYear,
    organization: row.organization,
    bio: row.bio,
    location: row.location,
    website: row.website,
    role: row.role as Role,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
    profile_hidden: row.profileHidden,
    list_on_organization_board: row.listOnOrganizationBoard,
    extended_time: row.extendedTime as ExtendedTime,
    locale: row.locale,
  };
}

/**
 * Another player's view of a profile: built field by field, so no private column can leak. The
 * service shows it only to viewers the public-identity rule allows (an adult, listed, not hidden).
 */
export function toPublicProfileDto(
  row: UserRow,
  points: number,
  challengesWon: number,
): PublicProfile {
  return {
    id: row.id,
    name: row.fullName,
    full_name: row.fullName,
    avatar_url: row.avatarUrl,
    level: levelForPoints(points),
    points,
    user_type: row.userType as UserType | null,
    organization: row.organization,
    bio: row.bio,
    location: row.location,
    website: row.website,
    created_at: row.createdAt.toISOString(),
    challenges_won: challengesWon,
  };
}
