import {
  MAX_GROUP_PARTICIPANTS,
  type Conversation,
  type CreateConversationBody,
} from '@quizarena/contracts';
import type { z } from 'zod';
import type {
  conversationSettingsBodySchema,
  conversationsQuerySchema,
  updateConversationBodySchema,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordEarnedPoints } from '../leaderboard';
import { inTransaction } from '../scoring';
import { storageKeyOfUrl } from '../uploads';
import type { ConversationCore, Loaded, MessagesDeps } from './conversation-core';
import * as repo from './conversations.repo';
import type * as messagesRepo from './messages.repo';

type SettingsBody = z.output<typeof conversationSettingsBodySchema>;
type UpdateBody = z.output<typeof updateConversationBodySchema>;
type ListQuery = z.output<typeof conversationsQuerySchema>;

export const NOT_A_GROUP = 'Only a group conversation can do this';
export const ADMINS_ONLY = 'Only the group’s owner and admins can do this';
export const OWNER_ONLY = 'Only the group’s owner can do this';
export const FRIENDS_ONLY = 'Only your friends can be added to a group';
export const FILTER_STAYS_ON = 'The word filter stays on for players under 16';
export const MANAGED_ELSEWHERE =
  'This conversation is a study group’s chat: its members, name and picture change with the group';
export const GROUP_FULL = `A group holds at most ${MAX_GROUP_PARTICIPANTS} people`;

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * Conversations: direct ones (one per pair, the social policy deciding whether the first
 * message is a request) and groups (owner, admins, members; friends of the adder only), each
 * participant's own settings, message requests, and the list.
 */
export function createConversationsService(deps: MessagesDeps, core: ConversationCore) {
  const { db, clock, policy } = deps;

  const requireGroup = ({ conversation }: Loaded) => {
    if (!conversation.isGroup) throw AppError.forbidden(NOT_A_GROUP);
  };
  /** A study group's chat follows the group: its membership is changed there, never here. */
  const requireUnmanaged = ({ conversation }: Loaded) => {
    if (conversation.managedBy !== null) throw AppError.conflict('CONFLICT', MANAGED_ELSEWHERE);
  };
  const requireAdmin = (loaded: Loaded) => {
    requireGroup(loaded);
    requireUnmanaged(loaded);
    if (loaded.me.role === 'member') throw AppError.forbidden(ADMINS_ONLY);
  };

  /** The name a person is shown under to others (system lines are the same for everyone). */
  const { systemLine, publicName } = core;

  /**
   * Evaluates the group creator's achievements in the transaction that creates the group, and
   * records their rewards on the leaderboards once, last. The leaderboards record one player's
   * payments per transaction (their shared histogram rows are locked in one ordered batch), so
   * each member gets their own evaluation right after the commit (`joined` below).
   */
  async function evaluateCreator(tx: Db, userId: string, at: Date) {
    if (!deps.achievements) return false;
    const evaluation = await deps.achievements.evaluateIn(tx, userId, at);
    await recordEarnedPoints(tx, evaluation.earned);
    return evaluation.wroteDeliveries;
  }

  /**
   * Evaluates the achievements of people who joined a group, one transaction each. One that
   * fails is logged: the metric is read from their groups, so their next evaluation (a quiz,
   * another group) unlocks what this one missed.
   */
  async function joined(userIds: string[]) {
    for (const userId of userIds) {
      await deps.achievements
        ?.check({ id: userId, role: 'user' }, userId)
        .catch((error: unknown) => deps.onError?.('could not evaluate achievements', error));
    }
  }

  /** Runs a transaction that may pay achievement rewards, then delivers what it announced. */
  async function paying<T extends { wroteDeliveries: boolean }>(work: () => Promise<T>) {
    const outcome = await (deps.leaderboard ? deps.leaderboard.publishAfter(work) : work());
    if (outcome.wroteDeliveries) deps.outbox.poke();
    return outcome;
  }

  /** Refuses anyone who is not the adder's friend (the same words for unknown ids). */
  async function requireFriends(adderId: string, ids: string[], field: string) {
    const friends = new Set(await policy.friendIdsOf(db, adderId));
    if (ids.some((id) => !friends.has(id))) throw AppError.validation(field, FRIENDS_ONLY);
  }

  async function people(ids: string[]) {
    return new Map((await repo.peopleByIds(db, ids)).map((person) => [person.id, person]));
  }

  async function openDirect(userId: string, otherId: string) {
    const directKey = [userId, otherId].sort().join(':');
    const existing = await repo.findDirect(db, directKey);
    if (existing) return { created: false, conversation: await core.view(userId, existing.id) };
    const decision = await policy.messaging(db, userId, otherId);
    if (decision === 'refused') {
      // Only the caller's own block is said; the other's block, a minor who hears from friends
      // only and an unknown id all read as 'not found', so none of them can be told apart.
      if ((await policy.relationshipBetween(db, userId, otherId)) === 'blocked')
        throw AppError.forbidden('You blocked this player; unblock them to message them');
      throw AppError.notFound('User not found');
    }
    const found = await people([userId, otherId]);
    const at = clock.now();
    const created = await inTransaction(db, async (tx) => {
      const conversation = await repo.insertConversation(tx, {
        isGroup: false,
        directKey,
        createdAt: at,
      });
      if (!conversation) return undefined;
      await repo.insertParticipants(
        tx,
        [userId, otherId].map((id) => ({
          conversationId: conversation.id,
          userId: id,
          role: 'member',
          status: id === otherId && decision === 'request' ? 'request' : 'active',
          filterEnabled: core.isMinor(found.get(id)?.birthYear ?? null),
          joinedAt: at,
        })),
      );
      return conversation;
    });
    // Opened by the other at the same moment: theirs is the pair's one conversation.
    if (!created) {
      const raced = await repo.findDirect(db, directKey);
      return { created: false, conversation: await core.view(userId, raced!.id) };
    }
    core.announce([userId, otherId], created.id, 'created');
    return { created: true, conversation: await core.view(userId, created.id) };
  }

  async function createGroup(userId: string, ids: string[], body: CreateConversationBody) {
    if (ids.length + 1 > MAX_GROUP_PARTICIPANTS)
      throw AppError.validation('body.participant_ids', GROUP_FULL);
    await requireFriends(userId, ids, 'body.participant_ids');
    const found = await people([userId, ...ids]);
    const at = clock.now();
    const { conversation } = await paying(() =>
      inTransaction(db, async (tx) => {
        const conversation = (await repo.insertConversation(tx, {
          isGroup: true,
          name: body.name!,
          description: body.description ?? null,
          ownerId: userId,
          createdAt: at,
        }))!;
        await repo.insertParticipants(
          tx,
          [userId, ...ids].map((id) => ({
            conversationId: conversation.id,
            userId: id,
            role: id === userId ? 'owner' : 'member',
            filterEnabled: core.isMinor(found.get(id)?.birthYear ?? null),
            joinedAt: at,
          })),
        );
        const wroteDeliveries = await evaluateCreator(tx, userId, at);
        return { conversation, wroteDeliveries };
      }),
    );
    core.announce([userId, ...ids], conversation.id, 'created');
    await joined(ids);
    return { created: true, conversation: await core.view(userId, conversation.id) };
  }

  /** The caller leaves a group (see removeMember). */
  async function leave(loaded: Loaded): Promise<{ left: true; conversation_id: string }> {
    const { conversation, participants, me } = loaded;
    requireUnmanaged(loaded);
    if (!conversation.isGroup)
      throw AppError.validation(
        'params.userId',
        'A direct conversation cannot be left; archive it instead',
      );
    const remaining = participants.filter((participant) => participant.userId !== me.userId);
    const heir =
      me.role !== 'owner'
        ? undefined
        : (remaining.find((participant) => participant.role === 'admin') ?? remaining[0]);
    const line = await inTransaction(db, async (tx) => {
      await repo.removeParticipant(tx, conversation.id, me.userId);
      if (remaining.length === 0) {
        await repo.deleteConversation(tx, conversation.id);
        return undefined;
      }
      if (heir) {
        await repo.updateParticipant(tx, conversation.id, heir.userId, { role: 'owner' });
        await repo.updateConversation(tx, conversation.id, { ownerId: heir.userId });
      }
      return systemLine(tx, conversation.id, 'left', {
        userId: me.userId,
        name: publicName(me.userId, me.user),
      });
    });
    if (line) core.deliver(line, remaining);
    core.announce([me.userId], conversation.id, 'removed');
    core.announce(
      remaining.map((participant) => participant.userId),
      conversation.id,
      'updated',
    );
    return { left: true, conversation_id: conversation.id };
  }

  return {
    /**
     * Opens a conversation: one other person without `is_group` is the pair's direct
     * conversation (the existing one when there is one: `created` false); a group needs a name
     * and friends of the caller only.
     */
    async create(
      userId: string,
      body: CreateConversationBody,
    ): Promise<{ created: boolean; conversation: Conversation }> {
      const ids = unique(body.participant_ids).filter((id) => id !== userId);
      if (ids.length === 0)
        throw AppError.validation('body.participant_ids', 'Choose at least one person');
      if (body.is_group) return createGroup(userId, ids, body);
      if (ids.length > 1)
        throw AppError.validation(
          'body.is_group',
          'Several people make a group: send is_group and a name',
        );
      return openDirect(userId, ids[0]!);
    },

    /** The caller's conversations, pinned first, then the latest; and their unread totals. */
    async list(userId: string, query: ListQuery) {
      const { rows, total } = await repo.listConversationsOf(db, userId, {
        ...query,
        year: core.year(),
      });
      const [conversations, unreadTotal] = await Promise.all([
        core.views(userId, rows),
        repo.unreadTotal(db, userId),
      ]);
      return { conversations, total, unread_total: unreadTotal };
    },

    get: (userId: string, conversationId: string) => core.view(userId, conversationId),

    /** A group's name, description or picture (an upload to `conversations`), by its admins. */
    async update(userId: string, conversationId: string, body: UpdateBody) {
      const loaded = await core.load(db, conversationId, userId);
      requireAdmin(loaded);
      const { conversation, participants, me } = loaded;
      if (
        body.avatar_url !== undefined &&
        body.avatar_url !== null &&
        !storageKeyOfUrl(body.avatar_url)?.startsWith('conversations/')
      ) {
        throw AppError.validation(
          'body.avatar_url',
          'Must be a picture uploaded with path "conversations"',
        );
      }
      const renamed = body.name !== undefined && body.name !== conversation.name;
      const line = await inTransaction(db, async (tx) => {
        await repo.updateConversation(tx, conversationId, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.avatar_url !== undefined ? { avatarUrl: body.avatar_url } : {}),
        });
        return renamed
          ? systemLine(tx, conversationId, 'renamed', { userId: null, name: body.name! })
          : undefined;
      });
      if (body.avatar_url !== undefined && conversation.avatarUrl !== body.avatar_url)
        await deps.uploads.deleteByUrl(conversation.avatarUrl).catch(() => {});
      if (line) core.deliver(line, participants);
      core.announce(
        participants.map((participant) => participant.userId),
        conversationId,
        'updated',
      );
      return core.view(me.userId, conversationId);
    },

    /**
     * The caller's own view of a conversation: muted, archived, pinned, word filter (which a
     * possible minor cannot turn off).
     */
    async settings(userId: string, conversationId: string, body: SettingsBody) {
      const { me } = await core.load(db, conversationId, userId);
      if (body.filter_enabled === false && core.isMinor(me.user.birthYear))
        throw AppError.forbidden(FILTER_STAYS_ON);
      await repo.updateParticipant(db, conversationId, userId, {
        ...(body.is_muted !== undefined ? { isMuted: body.is_muted } : {}),
        ...(body.is_archived !== undefined ? { isArchived: body.is_archived } : {}),
        ...(body.is_pinned !== undefined ? { isPinned: body.is_pinned } : {}),
        ...(body.filter_enabled !== undefined ? { filterEnabled: body.filter_enabled } : {}),
      });
      core.announce([userId], conversationId, 'updated');
      return core.view(userId, conversationId);
    },

    /** Adds the adder's friends to a group (its owner and admins); people already in stay. */
    async addMembers(userId: string, conversationId: string, userIds: string[]) {
      const loaded = await core.load(db, conversationId, userId);
      requireAdmin(loaded);
      const present = new Set(loaded.participants.map((participant) => participant.userId));
      const ids = unique(userIds).filter((id) => !present.has(id));
      if (ids.length === 0) return core.view(userId, conversationId);
      if (present.size + ids.length > MAX_GROUP_PARTICIPANTS)
        throw AppError.validation('body.user_ids', GROUP_FULL);
      await requireFriends(userId, ids, 'body.user_ids');
      const found = await people(ids);
      const at = clock.now();
      const lines = await inTransaction(db, async (tx) => {
        await repo.insertParticipants(
          tx,
          ids.map((id) => ({
            conversationId,
            userId: id,
            role: 'member',
            filterEnabled: core.isMinor(found.get(id)?.birthYear ?? null),
            joinedAt: at,
          })),
        );
        const lines: messagesRepo.MessageRow[] = [];
        for (const id of ids) {
          lines.push(
            await systemLine(tx, conversationId, 'joined', {
              userId: id,
              name: publicName(id, found.get(id)!),
            }),
          );
        }
        return lines;
      });
      await joined(ids);
      const participants = await repo.participantsOf(db, [conversationId]);
      for (const line of lines) core.deliver(line, participants);
      core.announce(ids, conversationId, 'created');
      core.announce(present, conversationId, 'updated');
      return core.view(userId, conversationId);
    },

    /**
     * Takes someone out of a group: the owner anyone, an admin members only. The caller
     * removing themself leaves (answered as `left`): an owner hands the group to the oldest
     * admin, else the oldest member, and the last one out deletes it.
     */
    async removeMember(
      userId: string,
      conversationId: string,
      targetId: string,
    ): Promise<{ left: true; conversation_id: string } | Conversation> {
      const loaded = await core.load(db, conversationId, userId);
      if (targetId.toLowerCase() === userId) return leave(loaded);
      requireAdmin(loaded);
      const target = loaded.participants.find(
        (participant) => participant.userId === targetId.toLowerCase(),
      );
      if (!target) throw AppError.notFound('Member not found');
      if (target.role === 'owner' || (loaded.me.role === 'admin' && target.role === 'admin'))
        throw AppError.forbidden(OWNER_ONLY);
      const line = await inTransaction(db, async (tx) => {
        await repo.removeParticipant(tx, conversationId, target.userId);
        return systemLine(tx, conversationId, 'removed', {
          userId: target.userId,
          name: publicName(target.userId, target.user),
        });
      });
      const remaining = loaded.participants.filter((participant) => participant !== target);
      core.deliver(line, remaining);
      core.announce([target.userId], conversationId, 'removed');
      core.announce(
        remaining.map((participant) => participant.userId),
        conversationId,
        'updated',
      );
      return core.view(userId, conversationId);
    },

    /** The owner makes a member an admin, or an admin a member. */
    async setRole(
      userId: string,
      conversationId: string,
      targetId: string,
      role: 'admin' | 'member',
    ) {
      const loaded = await core.load(db, conversationId, userId);
      requireGroup(loaded);
      requireUnmanaged(loaded);
      if (loaded.me.role !== 'owner') throw AppError.forbidden(OWNER_ONLY);
      const target = loaded.participants.find(
        (participant) => participant.userId === targetId.toLowerCase(),
      );
      if (!target) throw AppError.notFound('Member not found');
      if (target.userId === userId)
        throw AppError.validation('params.userId', 'The owner hands the group over by leaving it');
      await repo.updateParticipant(db, conversationId, target.userId, { role });
      core.announce(
        loaded.participants.map((participant) => participant.userId),
        conversationId,
        'updated',
      );
      return core.view(userId, conversationId);
    },

    /** Accepts a message request: the sender may then write freely. */
    async accept(userId: string, conversationId: string) {
      const { participants, me } = await core.load(db, conversationId, userId);
      if (me.status === 'request') {
        await repo.updateParticipant(db, conversationId, userId, { status: 'active' });
        core.announce(
          participants.map((participant) => participant.userId),
          conversationId,
          'updated',
        );
      }
      return core.view(userId, conversationId);
    },
  };
}
export type ConversationsService = ReturnType<typeof createConversationsService>;
