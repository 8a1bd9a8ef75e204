import { createModeratedMessages, type ModeratedMessages } from './moderated-messages';
import type { ModuleContext } from '../../lib/module-context';
import { createMemoryThrottleStore, createRedisThrottleStore } from '../../lib/throttle-store';
import type { AchievementsService } from '../achievements';
import type { LeaderboardService } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import type { PresenceService } from '../presence';
import type { RealtimeService } from '../realtime';
import type { SocialPolicy } from '../social';
import type { UploadsService } from '../uploads';
import { createAttachmentLinks } from './attachment-links';
import { createChallengeMessages, type ChallengeMessages } from './challenge-messages';
import { createConversationCore } from './conversation-core';
import { createGroupChat, type GroupChat } from './group-chat';
import { groupConversationCountOf } from './conversations.repo';
import { conversationRoutes } from './conversations.routes';
import { createConversationsService } from './conversations.service';
import { messageRoutes } from './messages.routes';
import { createMessagesService, type MessagesService } from './messages.service';

/**
 * Builds conversations and messages: their routes, the `conversation:{id}:typing` channels
 * (participants only), the `messages` upload folder (attachments) and the signed addresses
 * attachments are served through. Answers the messages service, the challenges module's way
 * to post and update challenge messages, and the study-groups module's way to keep its chats.
 */
export async function registerMessagesModule(
  ctx: ModuleContext,
  deps: {
    realtime: RealtimeService;
    /** Who may write to whom (blocks, requests, minors): the social module's one rule. */
    policy: SocialPolicy;
    notifications: NotificationsService;
    presence: PresenceService;
    uploads: UploadsService;
    achievements?: AchievementsService;
    leaderboard?: LeaderboardService;
  },
): Promise<
  MessagesService & {
    challengeMessages: ChallengeMessages;
    groupChat: GroupChat;
    moderated: ModeratedMessages;
  }
> {
  const { clock, redis } = ctx;
  deps.achievements?.countFrom('group_conversations', groupConversationCountOf);
  const messagesDeps = {
    db: ctx.database.db,
    clock,
    policy: deps.policy,
    notifications: deps.notifications,
    presence: deps.presence,
    links: createAttachmentLinks({ signer: ctx.links, clock }),
    throttle: redis
      ? createRedisThrottleStore(redis.client, ctx.redisPrefix)
      : createMemoryThrottleStore(),
    outbox: ctx.outbox,
    uploads: deps.uploads,
    achievements: deps.achievements,
    leaderboard: deps.leaderboard,
    onError: (message: string, error: unknown) => ctx.app.log.warn({ err: error }, message),
    managedPosted: (message: Parameters<GroupChat['posted']>[0]) => groupChat.posted(message),
  };
  const core = createConversationCore(messagesDeps);
  const conversations = createConversationsService(messagesDeps, core);
  const messages = createMessagesService(messagesDeps, core);
  const groupChat = createGroupChat(messagesDeps, core, messages);

  deps.uploads.handleFolder('messages', messages.storeAttachment);
  deps.realtime.registerOwner('conversation', {
    authorize: (user, channel) => messages.authorizeTyping(user.id, channel.conversationId),
    broadcast: (user, channel, data) => messages.typing(user.id, channel.conversationId, data),
  });
  ctx.api.register(conversationRoutes, { conversations });
  ctx.api.register(messageRoutes, { messages });
  return {
    ...messages,
    challengeMessages: createChallengeMessages(messagesDeps, core),
    groupChat,
    moderated: createModeratedMessages({ db: ctx.database.db, groupChat }),
  };
}
