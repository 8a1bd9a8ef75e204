import type { ModuleContext } from '../../lib/module-context';
import type { AchievementsService } from '../achievements';
import type { GroupChat } from '../messages';
import type { NotificationsService } from '../notifications';
import type { PresenceService } from '../presence';
import type { RealtimeService } from '../realtime';
import { groupsJoinedCount } from './study-groups.repo';
import { studyGroupsRoutes } from './study-groups.routes';
import { createStudyGroupsService } from './study-groups.service';

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
  return studyGroups;
}
