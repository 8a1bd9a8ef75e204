import { neutralName } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { AfterCommit, GroupChat } from '../messages';
import * as repo from './study-groups.repo';

/**
 * A study group as a report of its name reads it, when the reporter can see it (an invite-only
 * group is not there for those outside it, as everywhere else).
 */
export async function reportableGroup(db: Db, reporterId: string, groupId: string) {
  const group = await repo.findGroup(db, groupId);
  if (!group) return undefined;
  if (group.type === 'invite_only' && !(await repo.memberOf(db, groupId, reporterId)))
    return undefined;
  return { id: group.id, name: group.name, ownerId: group.ownerId, description: group.description };
}

/** A reported group as the moderation queue shows it now: name, owner, members, description. */
export async function groupForModeration(db: Db, groupId: string) {
  const group = await repo.findGroup(db, groupId);
  if (!group) return undefined;
  const members = (await repo.memberCounts(db, [groupId])).get(groupId) ?? 0;
  return {
    name: group.name,
    ownerId: group.ownerId,
    description: group.description,
    memberCount: members,
  };
}

/**
 * A moderator removes a group's reported name, in `tx` (the decision's transaction): the group
 * and its chat take the neutral name. A group deleted meanwhile has nothing to rename. The chat's
 * members are told after the commit.
 */
export async function resetGroupName(
  tx: Db,
  chat: Pick<GroupChat, 'rename'>,
  groupId: string,
  at: Date,
): Promise<{ renamed: false } | { renamed: true; name: string; afterCommit: AfterCommit }> {
  const group = await repo.lockGroup(tx, groupId);
  if (!group) return { renamed: false };
  const name = neutralName('study_group', groupId);
  await repo.updateGroup(tx, groupId, { name, updatedAt: at });
  const afterCommit = await chat.rename(tx, group.conversationId, { name });
  return { renamed: true, name, afterCommit };
}
