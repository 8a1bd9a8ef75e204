import type { ModuleContext } from '../../lib/module-context';
import { AppError } from '../../lib/app-error';
import type { AchievementsService } from '../achievements';
import type { ContentService } from '../content';
import type { GamesModule } from '../games';
import type { GroupChat } from '../messages';
import type { NotificationsService } from '../notifications';
import type { PresenceService } from '../presence';
import type { RealtimeService } from '../realtime';
import { groupsJoinedCount } from './study-groups.repo';
import { studyGroupsRoutes } from './study-groups.routes';
import { createStudyGroupsService } from './study-groups.service';
import { createCalendarFeeds } from './calendar-feeds';
import { attachmentHeld } from './study-sessions.repo';
import { studySessionsRoutes } from './study-sessions.routes';
import { createStudySessionsService } from './study-sessions.service';

/**
 * Builds study groups (docs/ARCHITECTURE.md, Study groups): the service and its routes, the
 * `study_group:{id}:message` channel (members only; a line is posted to the group's chat, and
 * every text message of that chat is published on it), and the `study_groups_joined` count.
 */
export function registerStudyGroupsModule(
  ctx: ModuleContext,
  deps: {
    realtime: Pick<RealtimeService, 'registerOwner' | 'publish'>;
    messages: { groupChat: GroupChat };
    notifications: Pick<NotificationsService, 'notify'>;
    presence: Pick<PresenceService, 'statusesOf'>;
    content: Pick<ContentService, 'getTopic'>;
    games: Pick<GamesModule, 'studyGames'>;
    achievements?: Pick<AchievementsService, 'check' | 'countFrom'>;
  },
) {
  const { app, clock } = ctx;
  const onError = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  deps.achievements?.countFrom('study_groups_joined', groupsJoinedCount);
  const chat = deps.messages.groupChat;
  const studyGroups = createStudyGroupsService({
    db: ctx.database.db,
    clock,
    chat,
    notifications: deps.notifications,
    presence: deps.presence,
    outbox: ctx.outbox,
    achievements: deps.achievements,
    onError,
  });
  deps.realtime.registerOwner('study_group', {
    authorize: (user, channel) => studyGroups.authorizeChat(user.id, channel.groupId),
    broadcast: (user, channel, data) => studyGroups.chatBroadcast(user.id, channel.groupId, data),
  });
  chat.onMessage((line) => {
    studyGroups.chatLine(line).then(
      (found) => {
        if (found)
          deps.realtime.publish({ kind: 'study_group', groupId: found.groupId }, found.message);
      },
      onError.bind(null, 'could not publish a study group chat line'),
    );
  });
  ctx.api.register(studyGroupsRoutes, { studyGroups });

  const sessions = createStudySessionsService({
    db: ctx.database.db,
    clock,
    scheduler: ctx.scheduler,
    outbox: ctx.outbox,
    notifications: deps.notifications,
    content: deps.content,
    games: deps.games.studyGames,
    files: {
      async claim(tx, attachmentId, userId) {
        try {
          await chat.claimAttachment(tx, attachmentId, userId, (locked) =>
            attachmentHeld(locked, attachmentId),
          );
        } catch (error) {
          // The messages module names its own field; here the upload is the recording.
          if (error instanceof AppError && error.statusCode === 400)
            throw AppError.validation('body.recording_attachment_id', error.message);
          throw error;
        }
      },
      async urlsFor(ids) {
        const found = await chat.attachments(ids);
        return new Map([...found].map(([id, attachment]) => [id, attachment.url]));
      },
    },
  });
  const calendars = createCalendarFeeds({
    db: ctx.database.db,
    clock,
    links: ctx.links,
    publicUrl: ctx.publicUrl,
    sessions,
  });
  ctx.api.register(studySessionsRoutes, { sessions, calendars });
  return studyGroups;
}
