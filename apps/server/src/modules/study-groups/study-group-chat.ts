import { chatBroadcastSchema, type ChatMessage } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { GroupChat, GroupChatLine } from '../messages';
import * as repo from './study-groups.repo';

/**
 * The `study_group:{id}:message` channel's side of a group (docs/ARCHITECTURE.md, Study
 * groups): who may hold it, a member's line posted to the group's chat, and each line of that
 * chat as the channel carries it. The module registers these with realtime and the chat.
 */
export function createStudyGroupChat(deps: {
  db: Db;
  chat: Pick<GroupChat, 'post'>;
  /** The refusal of a group the caller may not see (the same as the service's). */
  notFound: () => AppError;
}) {
  const { db, chat } = deps;

  /** The group, when the caller is one of its members; to anyone else it is not found. */
  async function membersGroup(userId: string, id: string) {
    const group = await repo.findGroup(db, id);
    if (!group || !(await repo.memberOf(db, id, userId))) throw deps.notFound();
    return group;
  }

  return {
    /** The realtime channel: members only (others are told the group is not found). */
    async authorizeChat(userId: string, id: string): Promise<void> {
      await membersGroup(userId, id);
    },

    /**
     * A member's chat line on the channel: posted to the group's conversation through the
     * messages service (its throttle, filter and history). The conversation's message is what
     * the channel then carries (see `chatLine`), so nothing is published from here.
     */
    async chatBroadcast(userId: string, id: string, data: unknown): Promise<undefined> {
      const parsed = chatBroadcastSchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw AppError.validation(['payload', 'data', ...issue.path].join('.'), issue.message);
      }
      const group = await membersGroup(userId, id);
      await chat.post(userId, group.conversationId, parsed.data.message);
      return undefined;
    },

    /** The group a chat belongs to and the line as its channel carries it. */
    async chatLine(
      line: GroupChatLine,
    ): Promise<{ groupId: string; message: ChatMessage } | undefined> {
      const group = await repo.findByConversation(db, line.conversationId);
      if (!group) return undefined;
      return {
        groupId: group.id,
        message: {
          user_id: line.userId,
          user_name: line.userName,
          message: line.message,
          timestamp: line.at.toISOString(),
        },
      };
    },
  };
}
