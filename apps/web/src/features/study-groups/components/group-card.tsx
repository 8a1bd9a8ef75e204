import { moreThanShown, STUDY_GROUP_RULES, type StudyGroup } from '@quizarena/contracts';
import { CalendarClock, Crown, Repeat, Users, Video } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { GroupBadges, OnlineDot, RatingStar, formatSessionTime } from './badges';

export const CARD_CLASSES =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Whether a group has no place left for another member. */
export const isFull = (group: StudyGroup) => group.current_members >= group.max_members;

/** What the card's button does: join, ask, nothing (invite only, full), or open it. */
function JoinButton({
  group,
  titleId,
  busy,
  onJoin,
  onRequest,
}: {
  group: StudyGroup;
  titleId: string;
  busy: boolean;
  onJoin: (group: StudyGroup) => void;
  onRequest: (group: StudyGroup) => void;
}) {
  const { t } = useTranslation('studyGroups');
  if (group.my_role) {
    return (
      <Link
        to={`/study-groups/${group.id}`}
        aria-describedby={titleId}
        className="inline-flex flex-1 items-center justify-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {t('card.open')}
      </Link>
    );
  }
  if (group.my_request_pending) {
    return (
      <p className="flex-1 text-center text-sm font-semibold text-slate-600 dark:text-slate-300">
        {t('card.requested')}
      </p>
    );
  }
  if (group.type === 'invite_only') {
    return (
      <p className="flex-1 text-center text-sm font-semibold text-slate-600 dark:text-slate-300">
        {t('card.inviteOnly')}
      </p>
    );
  }
  if (isFull(group)) {
    return (
      <Button className="flex-1" disabled aria-describedby={titleId}>
        {t('card.full')}
      </Button>
    );
  }
  if (group.type === 'private') {
    return (
      <Button
        className="flex-1"
        variant="secondary"
        disabled={busy}
        aria-describedby={titleId}
        onClick={() => onRequest(group)}
      >
        {t('card.requestToJoin')}
      </Button>
    );
  }
  return (
    <Button
      className="flex-1"
      disabled={busy}
      aria-describedby={titleId}
      onClick={() => onJoin(group)}
    >
      {busy ? t('card.joining') : t('card.join')}
    </Button>
  );
}

/** One group on Discover: what it studies, who is in, when it meets, and how to join. */
export function GroupCard({
  group,
  busy,
  onJoin,
  onRequest,
}: {
  group: StudyGroup;
  busy: boolean;
  onJoin: (group: StudyGroup) => void;
  onRequest: (group: StudyGroup) => void;
}) {
  const { t } = useTranslation('studyGroups');
  const titleId = useId();
  const { tagsShown, avatarsShown } = STUDY_GROUP_RULES;
  const moreTags = moreThanShown(group.tags.length, tagsShown);
  const moreMembers = moreThanShown(group.current_members, avatarsShown);
  return (
    <li className={`${CARD_CLASSES} flex flex-col gap-3`}>
      <div className="flex items-start gap-3">
        <UserAvatar name={group.name} avatarUrl={group.avatar_url} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="flex items-center gap-1.5 text-lg font-bold">
            <span className="truncate">{group.name}</span>
            <RatingStar group={group} />
          </h3>
          <GroupBadges group={group} />
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        <Repeat className="h-4 w-4" aria-hidden="true" />
        {t(`frequencies.${group.meeting_frequency}`)}
      </p>
      {group.description ? (
        <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
          {group.description}
        </p>
      ) : null}
      {group.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.tagsLabel')}>
          {group.tags.slice(0, tagsShown).map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
              {tag}
            </li>
          ))}
          {moreTags > 0 ? (
            <li className="px-1 text-xs text-slate-600 dark:text-slate-400">
              {t('card.moreTags', { count: moreTags })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-1.5">
          <Users className="h-4 w-4" aria-hidden="true" />
          {t('card.members', { current: group.current_members, max: group.max_members })}
        </li>
        <li className="flex items-center gap-1.5">
          <Video className="h-4 w-4" aria-hidden="true" />
          {t('card.sessions', { count: group.total_sessions })}
        </li>
        <li className="col-span-2 flex items-center gap-1.5">
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {group.next_session
            ? t('card.nextSession', { time: formatSessionTime(group.next_session.scheduled_at) })
            : t('card.noNextSession')}
        </li>
        <li className="col-span-2 flex items-center gap-1.5">
          <Crown className="h-4 w-4 text-amber-500" aria-hidden="true" />
          {t('card.owner', { name: group.owner?.name ?? t('card.unknown') })}
        </li>
      </ul>
      {group.members.length > 0 ? (
        <ul className="flex items-center -space-x-2" aria-label={t('card.membersLabel')}>
          {group.members.slice(0, avatarsShown).map((member) => (
            <li key={member.user_id} title={member.name} className="relative">
              <UserAvatar
                name={member.name}
                avatarUrl={member.avatar_url}
                size="sm"
                className="ring-2 ring-white dark:ring-slate-900"
              />
              <span className="sr-only">{member.name}</span>
              <OnlineDot online={member.online} label={t('card.online')} />
            </li>
          ))}
          {moreMembers > 0 ? (
            <li className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold ring-2 ring-white dark:bg-slate-700 dark:ring-slate-900">
              <span aria-hidden="true">{t('card.moreMembers', { count: moreMembers })}</span>
              <span className="sr-only">{t('card.moreMembersLabel', { count: moreMembers })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <JoinButton
          group={group}
          titleId={titleId}
          busy={busy}
          onJoin={onJoin}
          onRequest={onRequest}
        />
      </div>
    </li>
  );
}
