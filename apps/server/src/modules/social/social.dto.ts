import {
  HIDDEN_PLAYER_NAME,
  isPossibleMinor,
  levelForPoints,
  publicAvatar,
  publicIdentity,
  relationshipStatusOf,
  type BlockedUser,
  type FriendRequest,
  type SocialUserResult,
} from '@quizarena/contracts';
import { relationshipFrom } from './social.policy';
import type { BlockRow, FoundRow, PlayerRow, RequestRow } from './social.repo';

/**
 * How a player shows to someone they are tied to (a friend, a request either way, a block):
 * the public-identity rule, except that a hidden profile still shows its name and picture,
 * since the two already know each other. A possible minor keeps the short name and no
 * picture; a disabled account shows as 'Hidden player' (docs/PRIVACY.md).
 */
export function knownIdentity(
  row: Omit<PlayerRow, 'balance'>,
  currentYear: number,
): { name: string; avatarUrl: string | null } {
  const identity = publicIdentity(
    {
      id: row.id,
      fullName: row.fullName,
      birthYear: row.birthYear,
      organization: row.organization,
      profileHidden: false,
      active: row.status === 'active',
    },
    currentYear,
  );
  if (!identity.listed) return { name: HIDDEN_PLAYER_NAME, avatarUrl: null };
  return { name: identity.displayName, avatarUrl: publicAvatar(identity, row.avatarUrl) };
}

/** The small profile nested in requests and blocks. */
export function toSocialProfile(row: PlayerRow, currentYear: number) {
  const shown = knownIdentity(row, currentYear);
  return {
    full_name: shown.name,
    avatar_url: shown.avatarUrl,
    experience_points: row.balance,
    level: levelForPoints(row.balance),
  };
}

/** A player card (the fields friends, search and browse share). */
export function toPlayerCard(row: PlayerRow, currentYear: number) {
  const shown = knownIdentity(row, currentYear);
  return {
    user_id: row.id,
    name: shown.name,
    // Never the stored full name: for a possible minor it is the short name here too.
    full_name: shown.name,
    avatar_url: shown.avatarUrl,
    level: levelForPoints(row.balance),
    points: row.balance,
  };
}

/**
 * A search or browse result. The lists only hold players the viewer may find, so a hidden
 * profile or a possible minor here is the viewer's friend and shows as `knownIdentity` says.
 */
export function toSocialUserResult(row: FoundRow, currentYear: number): SocialUserResult {
  const relationship = relationshipFrom({
    friends: row.friends,
    requestSent: row.requestSent,
    requestReceived: row.requestReceived,
    blockedByA: false,
    blockedByB: false,
  });
  return {
    ...toPlayerCard(row, currentYear),
    total_points: row.balance,
    games_played: row.gamesPlayed,
    relationship,
    relationship_status: relationshipStatusOf(relationship),
  };
}

export function toFriendRequest(row: RequestRow, currentYear: number): FriendRequest {
  return {
    id: row.id,
    follower_id: row.senderId,
    user_id: row.receiverId,
    created_at: row.createdAt.toISOString(),
    profile: toSocialProfile(row.other, currentYear),
  };
}

export function toBlockedUser(row: BlockRow, currentYear: number): BlockedUser {
  return {
    blocked_id: row.blockedId,
    created_at: row.createdAt.toISOString(),
    reason: row.reason,
    profile: toSocialProfile(row.other, currentYear),
  };
}

/** Whether the identity rule keeps `row` from anyone but their friends. */
export function friendsOnly(
  row: { birthYear: number | null; profileHidden: boolean },
  currentYear: number,
): boolean {
  return row.profileHidden || isPossibleMinor(row.birthYear, currentYear);
}
