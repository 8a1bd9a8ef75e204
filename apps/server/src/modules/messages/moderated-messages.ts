import type { Db } from '../../db/client';
import type { GroupChat } from './group-chat';
import * as messagesRepo from './messages.repo';

/** A line of a thread as staff read it: no word filter, no identity rule. */
export type StaffLine = {
  id: string;
  senderId: string | null;
  senderName: string | null;
  content: string;
  createdAt: Date;
  removed: boolean;
};

const staffLine = (row: messagesRepo.MessageRow): StaffLine => ({
  id: row.id,
  senderId: row.senderId,
  senderName: row.sender?.fullName ?? null,
  content: row.content,
  createdAt: row.createdAt,
  removed: row.removedAt !== null,
});

/** What the moderation queue may do with messages: read a thread around one, remove one. */
export function createModeratedMessages(deps: {
  db: Db;
  groupChat: Pick<GroupChat, 'dropAttachment'>;
}) {
  return {
    /** The reported message with `each` lines either side, oldest first; undefined once it is gone. */
    async threadAround(messageId: string, each = 5): Promise<StaffLine[] | undefined> {
      const message = await messagesRepo.findMessage(deps.db, messageId);
      if (!message) return undefined;
      return (await messagesRepo.linesAround(deps.db, message, each)).map(staffLine);
    },

    /**
     * Removes a message's content inside the caller's transaction; its file is deleted after
     * the commit (the answer, run then). False when the message no longer exists.
     */
    async remove(tx: Db, messageId: string, at: Date) {
      const removed = await messagesRepo.removeMessage(tx, messageId, at);
      if (!removed) return { removed: false, afterCommit: async () => {} };
      const { attachmentId } = removed;
      return {
        removed: true,
        afterCommit: async () => {
          if (attachmentId) await deps.groupChat.dropAttachment(attachmentId);
        },
      };
    },
  };
}
export type ModeratedMessages = ReturnType<typeof createModeratedMessages>;
