import { youngestPossibleAge } from '../auth/auth.rules';

/** Below this age (the younger possible age) a player is shown by a short name only. */
export const MINOR_AGE = 16;

/** What the public-identity rule needs to know about a player. */
export type PublicIdentityInput = {
  id: string;
  fullName: string;
  birthYear: number | null;
  organization: string | null;
  /** The player chose to hide their profile from other players. */
  profileHidden: boolean;
  /** Banned or otherwise disabled accounts are never listed. */
  active: boolean;
};

/** How a player appears to others in public lists and on public pages. */
export type PublicIdentity =
  | { listed: false }
  | {
      listed: true;
      /** Null for a hidden profile: nothing may link to it. */
      userId: string | null;
      displayName: string;
      /** Never shown for minors or hidden profiles. */
      organization: string | null;
      hidden: boolean;
      minor: boolean;
    };

/** The name shown for a hidden profile, in every list. */
export const HIDDEN_PLAYER_NAME = 'Hidden player';

/** Whether the player may be under 16, by the younger possible age (unknown year: not a minor). */
export function isPossibleMinor(birthYear: number | null, currentYear: number): boolean {
  return birthYear != null && youngestPossibleAge(birthYear, currentYear) < MINOR_AGE;
}

/** 'Ada Lovelace' -> 'Ada L.'; a single name stays as it is. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/u).filter(Boolean);
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!;
  const last = parts[parts.length - 1]!;
  return `${parts[0]} ${Array.from(last)[0]!.toUpperCase()}.`;
}

/**
 * The one rule for showing a player to others (docs/PRIVACY.md): banned players are not
 * listed; a hidden profile is 'Hidden player' with no id to link to; a possible minor shows the
 * first name and last initial and no organization; everyone else their full name.
 */
export function publicIdentity(input: PublicIdentityInput, currentYear: number): PublicIdentity {
  if (!input.active) return { listed: false };
  if (input.profileHidden) {
    return {
      listed: true,
      userId: null,
      displayName: HIDDEN_PLAYER_NAME,
      organization: null,
      hidden: true,
      minor: false,
    };
  }
  const minor = isPossibleMinor(input.birthYear, currentYear);
  return {
    listed: true,
    userId: input.id,
    displayName: minor ? shortName(input.fullName) : input.fullName.trim(),
    organization: minor ? null : input.organization,
    hidden: false,
    minor,
  };
}

/**
 * The avatar shown next to a listed player: none for a hidden profile (nothing may identify
 * it) and none for a possible minor (shown by display name only).
 */
export function publicAvatar(identity: PublicIdentity, avatarUrl: string | null): string | null {
  return identity.listed && !identity.hidden && !identity.minor ? avatarUrl : null;
}

/**
 * Whether `viewerId` may open the player's own pages (profile, activity, rank by id): the
 * player always; others never for a banned, hidden or possibly under-16 player, whose pages are
 * not found rather than refused, so their existence does not leak either.
 */
export function isProfileVisibleTo(
  input: PublicIdentityInput,
  currentYear: number,
  viewerId: string,
): boolean {
  if (viewerId === input.id) return true;
  const identity = publicIdentity(input, currentYear);
  return identity.listed && !identity.hidden && !identity.minor;
}
