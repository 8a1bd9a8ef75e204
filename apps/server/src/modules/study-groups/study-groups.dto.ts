import {
  HIDDEN_PLAYER_NAME,
  publicAvatar,
  publicIdentity,
  type StudyGroupMember,
  type StudyGroupRole,
} from '@quizarena/contracts';
import { toIdentityInput } from '../auth';
import type { MemberWithPerson, PersonRow } from './study-groups.repo';

/**
 * A person as the other members (strangers, in a public group) are shown them: the viewer
 * themself in full; anyone else by the public-identity rule (a possible minor by the short name
 * without picture, a hidden profile as 'Hidden player'; docs/PRIVACY.md).
 */
export function shownPerson(person: PersonRow, viewerId: string, year: number) {
  const { identity } = person;
  if (identity.id === viewerId)
    return { user_id: identity.id, name: identity.fullName, avatar_url: person.avatarUrl };
  const shown = publicIdentity(toIdentityInput(identity), year);
  return {
    user_id: identity.id,
    name: shown.listed ? shown.displayName : HIDDEN_PLAYER_NAME,
    avatar_url: publicAvatar(shown, person.avatarUrl),
  };
}

export function toMemberDto(
  member: MemberWithPerson,
  view: { viewerId: string; year: number; online: ReadonlySet<string>; attended: number },
): StudyGroupMember {
  return {
    ...shownPerson(member, view.viewerId, view.year),
    role: member.role as StudyGroupRole,
    online: view.online.has(member.userId),
    joined_at: member.joinedAt.toISOString(),
    sessions_attended: view.attended,
  };
}
