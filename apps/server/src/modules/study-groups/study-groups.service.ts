import { randomBytes } from 'node:crypto';
import {
  canManage,
  STUDY_GROUP_RULES,
  type StudyGroup,
  type StudyGroupAction,
  type StudyGroupRole,
  type StudyGroupType,
  type DifficultyLevel,
  type MeetingFrequency,
} from '@quizarena/contracts';
import type { z } from 'zod';
import type {
  createStudyGroupBodySchema,
  joinStudyGroupBodySchema,
  manageStudyGroupBodySchema,
  studyGroupsQuerySchema,
  updateStudyGroupBodySchema,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import type { AchievementsService } from '../achievements';
import type { AfterCommit, GroupChat } from '../messages';
import type { NotificationsService } from '../notifications';
import type { PresenceService } from '../presence';
import { inTransaction } from '../scoring';
import { storageKeyOfUrl } from '../uploads';
import { createStudyGroupChat } from './study-group-chat';
import { createStudyGroupResources, RESOURCE_MESSAGES } from './study-group-resources';
import { shownPerson, toMemberDto } from './study-groups.dto';
import * as repo from './study-groups.repo';

type CreateBody = z.output<typeof createStudyGroupBodySchema>;
type UpdateBody = z.output<typeof updateStudyGroupBodySchema>;
type ListQuery = z.output<typeof studyGroupsQuerySchema>;
type JoinBody = z.output<typeof joinStudyGroupBodySchema>;
type ManageBody = z.output<typeof manageStudyGroupBodySchema>;

export const STUDY_GROUP_MESSAGES = {
  notFound: 'Study group not found',
  memberNotFound: 'Member not found',
  requestNotFound: 'Join request not found',
  inviteNotFound: 'This invite link is not valid',
  ownerOnly: 'Only the group’s owner can do this',
  membersOnly: 'Only members of this group can do this',
  notAllowed: 'You cannot do this in this group',
  full: 'This study group is full',
  alreadyMember: 'You are already a member of this group',
  transferFirst: 'Transfer ownership before leaving',
  inviteCode: 'A valid invite code is needed to join this group',
  belowMembers: 'The group has more members than this',
  notInviteOnly: 'Only an invite-only group has an invite link',
  ...RESOURCE_MESSAGES,
  avatar: 'Must be a picture uploaded with path "conversations"',
} as const;
const M = STUDY_GROUP_MESSAGES;

const DAY = 24 * 60 * 60_000;

/** The chat role of a group role (moderators are the conversation's admins). */
const chatRole = (role: StudyGroupRole) => (role === 'moderator' ? 'admin' : role);

/** A random, url-safe invite code (96 bits). */
const newInviteCode = () => randomBytes(12).toString('base64url');

export type StudyGroupsDeps = {
  db: Db;
  clock: Clock;
  chat: GroupChat;
  notifications: Pick<NotificationsService, 'notify'>;
  presence: Pick<PresenceService, 'statusesOf'>;
  outbox: Pick<Outbox, 'poke'>;
  achievements?: Pick<AchievementsService, 'check'> | undefined;
  onError?: (message: string, error: unknown) => void;
};

/**
 * Study groups (docs/DECISIONS.md #52): creating, finding and reading them, joining by their
 * type's rule, leaving, the owner's and moderators' management (`canManage`) and ratings; with
 * shared resources (`study-group-resources.ts`) and the chat's channel (`study-group-chat.ts`).
 * Every membership change moves the group's chat (a managed conversation of the messages
 * module) in the same transaction.
 */
export function createStudyGroupsService(deps: StudyGroupsDeps) {
  const { db, clock, chat } = deps;
  const now = () => clock.now();

  const notFound = () => AppError.notFound(M.notFound);
  const isManager = (role: string | null | undefined) => role === 'owner' || role === 'moderator';

  /**
   * The group and the caller's role; an invite-only group is not found by those outside it
   * (unless `invited` they hold its code).
   */
  async function open(userId: string, id: string) {
    const group = await repo.findGroup(db, id);
    if (!group) throw notFound();
    const me = await repo.memberOf(db, id, userId);
    if (group.type === 'invite_only' && !me) throw notFound();
    return { group, role: (me?.role ?? null) as StudyGroupRole | null };
  }

  /** Members only: a stranger to a public group is refused, to any other told it is not there. */
  function requireMember(group: repo.GroupRow, role: StudyGroupRole | null) {
    if (role) return role;
    if (group.type === 'public') throw AppError.forbidden(M.membersOnly);
    throw notFound();
  }

  async function runLater(laters: AfterCommit[], wrote = false) {
    for (const later of laters) {
      try {
        later();
      } catch (error) {
        deps.onError?.('could not tell a study group chat of a change', error);
      }
    }
    if (wrote) deps.outbox.poke();
  }

  async function joinedAchievements(userId: string) {
    await deps.achievements
      ?.check({ id: userId, role: 'user' }, userId)
      .catch((error: unknown) => deps.onError?.('could not evaluate achievements', error));
  }

  async function onlineAmong(userIds: string[]) {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Set<string>();
    const statuses = await deps.presence.statusesOf(unique);
    return new Set(statuses.filter((one) => one.is_online).map((one) => one.user_id));
  }

  /** Cards as `viewerId` sees them; `allMembers` for a group's own page, else the first few. */
  async function cards(
    viewerId: string,
    groups: repo.GroupRow[],
    allMembers: boolean,
  ): Promise<StudyGroup[]> {
    const ids = groups.map((group) => group.id);
    const at = now();
    const since = new Date(at.getTime() - STUDY_GROUP_RULES.activeWindowDays * DAY);
    const [members, counts, roles, pending, ratings, mine, sessions, spoken, categories] =
      await Promise.all([
        repo.membersOf(db, ids),
        repo.memberCounts(db, ids),
        repo.rolesOf(db, ids, viewerId),
        repo.pendingOf(db, ids, viewerId),
        repo.ratingsOf(db, ids),
        repo.myRatings(db, ids, viewerId),
        repo.sessionFacts(db, ids, at, since),
        chat.spokenSince(
          groups.map((group) => group.conversationId),
          since,
        ),
        repo.categoryNames(
          db,
          groups.map((group) => group.categoryId).filter((id): id is string => id !== null),
        ),
      ]);
    const shownMembers = new Map<string, repo.MemberWithPerson[]>();
    for (const group of groups) {
      const own = members.filter((member) => member.groupId === group.id);
      // A private group's members and plans are its members' (docs/PRIVACY.md): strangers see
      // its card without them; a public group's card shows its first few.
      const inside = group.type === 'public' || roles.has(group.id);
      shownMembers.set(
        group.id,
        !inside ? [] : allMembers ? own : own.slice(0, STUDY_GROUP_RULES.avatarsShown),
      );
    }
    const shownIds = [...shownMembers.values()].flat().map((member) => member.userId);
    const [online, attended] = await Promise.all([
      onlineAmong(shownIds),
      repo.attendance(db, ids, [...new Set([...shownIds, viewerId])]),
    ]);
    const year = at.getUTCFullYear();
    return groups.map((group) => {
      const role = roles.get(group.id) ?? null;
      const rating = ratings.get(group.id);
      const facts = sessions.get(group.id);
      const owner = members.find(
        (member) => member.groupId === group.id && member.userId === group.ownerId,
      );
      return {
        id: group.id,
        name: group.name,
        description: group.description,
        tags: group.tags,
        category: group.categoryId ? (categories.get(group.categoryId) ?? null) : null,
        category_id: group.categoryId,
        difficulty_level: group.difficultyLevel as DifficultyLevel,
        type: group.type as StudyGroupType,
        meeting_frequency: group.meetingFrequency as MeetingFrequency,
        avatar_url: group.avatarUrl,
        current_members: counts.get(group.id) ?? 0,
        max_members: group.maxMembers,
        total_sessions: facts?.total ?? 0,
        avg_rating: rating ? Math.round(rating.avg * 100) / 100 : null,
        rating_count: rating?.count ?? 0,
        status: facts?.recent || spoken.has(group.conversationId) ? 'active' : 'inactive',
        owner: owner ? shownPerson(owner, viewerId, year) : null,
        members: (shownMembers.get(group.id) ?? []).map((member) =>
          toMemberDto(member, {
            viewerId,
            year,
            online,
            attended: attended.get(`${group.id}:${member.userId}`) ?? 0,
          }),
        ),
        next_session:
          facts?.next && (group.type === 'public' || role)
            ? {
                id: facts.next.id,
                title: facts.next.title,
                scheduled_at: facts.next.at.toISOString(),
              }
            : null,
        created_at: group.createdAt.toISOString(),
        my_role: role,
        my_request_pending: pending.has(group.id),
        sessions_attended: attended.get(`${group.id}:${viewerId}`) ?? 0,
        my_rating: mine.get(group.id) ?? null,
        conversation_id: role ? group.conversationId : null,
        invite_code: group.type === 'invite_only' && isManager(role) ? group.inviteCode : null,
      };
    });
  }

  async function card(viewerId: string, id: string): Promise<StudyGroup> {
    const group = await repo.findGroup(db, id);
    if (!group) throw notFound();
    return (await cards(viewerId, [group], true))[0]!;
  }

  function checkAvatar(avatarUrl: string | null | undefined) {
    if (avatarUrl && !storageKeyOfUrl(avatarUrl)?.startsWith('conversations/'))
      throw AppError.validation('body.avatar_url', M.avatar);
  }

  /**
   * Runs `work` on the locked group with the caller's role (an invite-only group is not found
   * by strangers), then tells the chat after the commit.
   */
  async function change<T>(
    userId: string,
    id: string,
    work: (
      tx: Db,
      group: repo.GroupRow,
      role: StudyGroupRole | null,
    ) => Promise<{ result: T; laters?: AfterCommit[]; wrote?: boolean }>,
    strangers: 'hidden' | 'joining' = 'hidden',
  ): Promise<T> {
    const outcome = await inTransaction(db, async (tx) => {
      const group = await repo.lockGroup(tx, id);
      if (!group) throw notFound();
      const me = await repo.memberOf(tx, id, userId);
      if (group.type === 'invite_only' && !me && strangers === 'hidden') throw notFound();
      return work(tx, group, (me?.role ?? null) as StudyGroupRole | null);
    });
    await runLater(outcome.laters ?? [], outcome.wrote ?? false);
    return outcome.result;
  }

  // Shared resources and the chat's channel are modules of their own, built on the same access.
  const { dropFiles, ...sharedResources } = createStudyGroupResources({
    db,
    clock,
    chat,
    access: { open, requireMember, change, isManager },
    onError: deps.onError,
  });
  const chatBridge = createStudyGroupChat({ db, chat, notFound });

  /** Adds a member in `tx` (capacity checked on the locked group) and to the chat. */
  async function addMember(tx: Db, group: repo.GroupRow, userId: string) {
    const members = (await repo.memberCounts(tx, [group.id])).get(group.id) ?? 0;
    if (members >= group.maxMembers) throw AppError.conflict('GROUP_FULL', M.full);
    await repo.insertMember(tx, {
      groupId: group.id,
      userId,
      role: 'member',
      joinedAt: now(),
    });
    await repo.deleteRequest(tx, group.id, userId);
    return chat.add(tx, group.conversationId, userId);
  }

  /** Joining: the one change a stranger to an invite-only group may make (with its code). */
  async function joinWork(
    tx: Db,
    group: repo.GroupRow,
    role: StudyGroupRole | null,
    userId: string,
    body: JoinBody,
  ) {
    if (role) throw AppError.conflict('ALREADY_MEMBER', M.alreadyMember);
    if (
      group.type === 'invite_only' &&
      (!body.invite_code || body.invite_code !== group.inviteCode)
    )
      throw new AppError(403, 'FORBIDDEN', M.inviteCode, {
        details: [{ field: 'body.invite_code', message: M.inviteCode }],
      });
    if (group.type === 'private') {
      const members = (await repo.memberCounts(tx, [group.id])).get(group.id) ?? 0;
      if (members >= group.maxMembers) throw AppError.conflict('GROUP_FULL', M.full);
      if (await repo.findRequest(tx, group.id, userId))
        return { result: 'requested' as const, wrote: false };
      await repo.insertRequest(tx, {
        groupId: group.id,
        userId,
        joinMessage: body.join_message,
        requestedAt: now(),
      });
      let wrote = false;
      const managers = (await repo.membersOf(tx, [group.id])).filter((member) =>
        isManager(member.role),
      );
      for (const manager of managers) {
        wrote =
          (await deps.notifications.notify(tx, {
            userId: manager.userId,
            kind: 'study_group_join_request',
            actorId: userId,
            data: { group_id: group.id, group_name: group.name },
          })) || wrote;
      }
      return { result: 'requested' as const, wrote };
    }
    const later = await addMember(tx, group, userId);
    return { result: 'joined' as const, laters: [later] };
  }

  return {
    /** `POST /api/study-groups`: the creator owns it; its chat opens with them. */
    async create(userId: string, body: CreateBody): Promise<StudyGroup> {
      checkAvatar(body.avatar_url);
      const at = now();
      const { id, later } = await inTransaction(db, async (tx) => {
        const opened = await chat.open(tx, {
          ownerId: userId,
          name: body.name,
          avatarUrl: body.avatar_url,
        });
        const group = await repo.insertGroup(tx, {
          name: body.name,
          description: body.description,
          tags: body.tags,
          categoryId: body.category_id,
          difficultyLevel: body.difficulty_level,
          type: body.type,
          meetingFrequency: body.meeting_frequency,
          maxMembers: body.max_members,
          avatarUrl: body.avatar_url,
          ownerId: userId,
          conversationId: opened.conversationId,
          inviteCode: body.type === 'invite_only' ? newInviteCode() : null,
          createdAt: at,
          updatedAt: at,
        });
        await repo.insertMember(tx, { groupId: group.id, userId, role: 'owner', joinedAt: at });
        return { id: group.id, later: opened.after };
      }).catch((error: unknown) => {
        // A category that does not exist fails its foreign key.
        if ((error as { code?: string }).code === '23503' && body.category_id)
          throw AppError.validation('body.category_id', 'Category not found');
        throw error;
      });
      await runLater([later]);
      await joinedAchievements(userId);
      return card(userId, id);
    },

    /** `GET /api/study-groups`: Discover, or the caller's groups with `my_groups`. */
    async list(userId: string, query: ListQuery) {
      const limit =
        query.limit ??
        (query.my_groups ? STUDY_GROUP_RULES.myGroupsLimit : STUDY_GROUP_RULES.discoverLimit);
      const { rows, total } = await repo.listGroups(db, userId, {
        myGroups: query.my_groups,
        search: query.search || undefined,
        categoryId: query.category_id,
        difficultyLevel: query.difficulty_level,
        limit,
        offset: query.offset,
      });
      return { groups: await cards(userId, rows, false), total };
    },

    /** `GET /api/study-groups/{id}`. */
    async get(userId: string, id: string): Promise<StudyGroup> {
      await open(userId, id);
      return card(userId, id);
    },

    /** `GET /api/study-groups/invite/{code}`: the group an invite link points to. */
    async byInvite(userId: string, code: string): Promise<StudyGroup> {
      const group = await repo.findByInviteCode(db, code);
      if (!group) throw AppError.notFound(M.inviteNotFound);
      return (await cards(userId, [group], false))[0]!;
    },

    /** `PUT /api/study-groups/{id}`: the owner changes the form. */
    async update(userId: string, id: string, body: UpdateBody): Promise<StudyGroup> {
      checkAvatar(body.avatar_url);
      await change(userId, id, async (tx, group, role) => {
        if (role !== 'owner') throw AppError.forbidden(M.ownerOnly);
        if (body.max_members !== undefined) {
          const members = (await repo.memberCounts(tx, [id])).get(id) ?? 0;
          if (body.max_members < members)
            throw new AppError(409, 'CONFLICT', M.belowMembers, {
              details: [{ field: 'body.max_members', message: M.belowMembers }],
            });
        }
        const type = body.type ?? group.type;
        await repo.updateGroup(tx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.tags !== undefined ? { tags: body.tags } : {}),
          ...(body.category_id !== undefined ? { categoryId: body.category_id } : {}),
          ...(body.difficulty_level !== undefined
            ? { difficultyLevel: body.difficulty_level }
            : {}),
          ...(body.meeting_frequency !== undefined
            ? { meetingFrequency: body.meeting_frequency }
            : {}),
          ...(body.max_members !== undefined ? { maxMembers: body.max_members } : {}),
          ...(body.avatar_url !== undefined ? { avatarUrl: body.avatar_url } : {}),
          type,
          // An invite link exists while the group is invite only.
          inviteCode: type === 'invite_only' ? (group.inviteCode ?? newInviteCode()) : null,
          updatedAt: now(),
        });
        const renamed = body.name !== undefined || body.avatar_url !== undefined;
        const laters = renamed
          ? [
              await chat.rename(tx, group.conversationId, {
                ...(body.name !== undefined ? { name: body.name } : {}),
                ...(body.avatar_url !== undefined ? { avatarUrl: body.avatar_url } : {}),
              }),
            ]
          : [];
        return { result: undefined, laters };
      }).catch((error: unknown) => {
        if ((error as { code?: string }).code === '23503' && body.category_id)
          throw AppError.validation('body.category_id', 'Category not found');
        throw error;
      });
      return card(userId, id);
    },

    /** `DELETE /api/study-groups/{id}`: the owner deletes it, its chat and history with it. */
    async remove(userId: string, id: string): Promise<{ deleted: true; id: string }> {
      const files = await change(userId, id, async (tx, group, role) => {
        if (role !== 'owner') throw AppError.forbidden(M.ownerOnly);
        const attachments = await repo.resourceAttachmentIds(tx, id);
        await repo.deleteGroup(tx, id);
        return { result: attachments, laters: [await chat.close(tx, group.conversationId)] };
      });
      await dropFiles(files);
      return { deleted: true, id };
    },

    /** `POST /api/study-groups/{id}/join`: by the group's type's rule. */
    async join(userId: string, id: string, body: JoinBody) {
      const status = await change(
        userId,
        id,
        (tx, group, role) => joinWork(tx, group, role, userId, body),
        'joining',
      );
      if (status === 'joined') await joinedAchievements(userId);
      return { status, group: await card(userId, id) };
    },

    /** `POST /api/study-groups/{id}/leave`: anyone but the owner. */
    async leave(userId: string, id: string): Promise<StudyGroup> {
      await change(userId, id, async (tx, group, role) => {
        if (!role) throw AppError.conflict('NOT_MEMBER', 'You are not a member of this group');
        if (role === 'owner') throw AppError.conflict('CONFLICT', M.transferFirst);
        await repo.deleteMember(tx, id, userId);
        return {
          result: undefined,
          laters: [await chat.remove(tx, group.conversationId, userId, 'left')],
        };
      });
      return card(userId, id);
    },

    /** `GET /api/study-groups/{id}/members`: members, and requests for those who manage. */
    async members(userId: string, id: string) {
      const { group, role } = await open(userId, id);
      if (group.type !== 'public') requireMember(group, role);
      const [members, requests] = await Promise.all([
        repo.membersOf(db, [id]),
        isManager(role) ? repo.requestsOf(db, id) : Promise.resolve([]),
      ]);
      const [online, attended] = await Promise.all([
        onlineAmong(members.map((member) => member.userId)),
        repo.attendance(db, [id]),
      ]);
      const year = now().getUTCFullYear();
      return {
        members: members.map((member) =>
          toMemberDto(member, {
            viewerId: userId,
            year,
            online,
            attended: attended.get(`${id}:${member.userId}`) ?? 0,
          }),
        ),
        requests: requests.map((request) => ({
          ...shownPerson(request, userId, year),
          join_message: request.joinMessage,
          requested_at: request.requestedAt.toISOString(),
        })),
      };
    },

    /** `POST /api/study-groups/{id}/manage`: one action, as `canManage` allows. */
    async manage(userId: string, id: string, body: ManageBody): Promise<StudyGroup> {
      const action: StudyGroupAction = body.action;
      let approved: string | null = null;
      await change(userId, id, async (tx, group, role) => {
        if (!isManager(role)) throw AppError.forbidden(M.notAllowed);
        if (body.action === 'reset_invite') {
          if (!canManage(role, action)) throw AppError.forbidden(M.ownerOnly);
          if (group.type !== 'invite_only') throw AppError.conflict('CONFLICT', M.notInviteOnly);
          await repo.updateGroup(tx, id, { inviteCode: newInviteCode(), updatedAt: now() });
          return { result: undefined };
        }
        const targetId = body.user_id.toLowerCase();
        if (body.action === 'approve' || body.action === 'reject') {
          if (!(await repo.findRequest(tx, id, targetId)))
            throw AppError.notFound(M.requestNotFound);
          if (!canManage(role, action)) throw AppError.forbidden(M.notAllowed);
          if (body.action === 'reject') {
            await repo.deleteRequest(tx, id, targetId);
            return { result: undefined };
          }
          const later = await addMember(tx, group, targetId);
          const wrote = await deps.notifications.notify(tx, {
            userId: targetId,
            kind: 'study_group_request_approved',
            actorId: userId,
            data: { group_id: id, group_name: group.name },
          });
          approved = targetId;
          return { result: undefined, laters: [later], wrote };
        }
        const target = await repo.memberOf(tx, id, targetId);
        if (!target) throw AppError.notFound(M.memberNotFound);
        const targetRole = target.role as StudyGroupRole;
        if (!canManage(role, action, targetRole))
          throw AppError.forbidden(role === 'owner' ? M.notAllowed : M.ownerOnly);
        switch (body.action) {
          case 'promote':
          case 'demote': {
            const next = body.action === 'promote' ? 'moderator' : 'member';
            await repo.setRole(tx, id, targetId, next);
            await chat.setRole(tx, group.conversationId, targetId, chatRole(next));
            return { result: undefined };
          }
          case 'remove': {
            await repo.deleteMember(tx, id, targetId);
            return {
              result: undefined,
              laters: [await chat.remove(tx, group.conversationId, targetId, 'removed')],
            };
          }
          case 'transfer_ownership': {
            // One owner at a time: the old one steps down first (a unique index holds it).
            await repo.setRole(tx, id, userId, 'moderator');
            await repo.setRole(tx, id, targetId, 'owner');
            await repo.updateGroup(tx, id, { ownerId: targetId, updatedAt: now() });
            await chat.setRole(tx, group.conversationId, userId, 'admin');
            await chat.setRole(tx, group.conversationId, targetId, 'owner');
            return { result: undefined };
          }
        }
      });
      if (approved) await joinedAchievements(approved);
      return card(userId, id);
    },

    /** `POST /api/study-groups/{id}/rating`: a member's stars (again: changed). */
    async rate(userId: string, id: string, rating: number): Promise<StudyGroup> {
      const { group, role } = await open(userId, id);
      requireMember(group, role);
      await repo.upsertRating(db, { groupId: id, userId, rating, ratedAt: now() });
      return card(userId, id);
    },

    ...sharedResources,
    ...chatBridge,
  };
}
export type StudyGroupsService = ReturnType<typeof createStudyGroupsService>;
