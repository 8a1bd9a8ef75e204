import type { StudyGroup } from '@quizarena/contracts';
import clsx from 'clsx';
import { CalendarClock, MessageSquare, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ListLoading } from '../../../components/ui/list-states';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useMyGroups } from '../api/queries';
import { GroupsLoadError } from './groups-load-error';
import { useLeaveGroup } from '../hooks/use-group-membership';
import { formatSessionTime, GroupBadges } from './badges';
import { CARD_CLASSES } from './group-card';

const LINK_CLASSES =
  'inline-flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** One of the caller's groups: its state, their role and attendance, and where to go. */
function MyGroupCard({
  group,
  leaving,
  onLeave,
}: {
  group: StudyGroup;
  leaving: boolean;
  onLeave: (group: StudyGroup) => void;
}) {
  const { t } = useTranslation('studyGroups');
  const titleId = useId();
  const hintId = useId();
  const owner = group.my_role === 'owner';
  const active = group.status === 'active';
  return (
    <li className={`${CARD_CLASSES} flex flex-col gap-3`}>
      <div className="flex items-start gap-3">
        <span className="relative">
          <UserAvatar name={group.name} avatarUrl={group.avatar_url} />
          {active ? (
            <span className="absolute right-0 bottom-0 h-3 w-3 rounded-full bg-emerald-500 ring-2 ring-white dark:ring-slate-900" />
          ) : null}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate text-lg font-bold">
            {group.name}
          </h3>
          <p
            className={clsx(
              'text-xs font-semibold',
              active
                ? 'text-emerald-700 dark:text-emerald-300'
                : 'text-slate-600 dark:text-slate-400',
            )}
          >
            {active ? t('mine.active') : t('mine.inactive')}
          </p>
        </div>
      </div>
      <GroupBadges group={group} />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t('mine.roleLabel')}</dt>
          <dd className="font-semibold">{group.my_role ? t(`roles.${group.my_role}`) : null}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('card.membersLabel')}</dt>
          <dd className="flex items-center gap-1.5">
            <Users className="h-4 w-4" aria-hidden="true" />
            {t('mine.members', { current: group.current_members, max: group.max_members })}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600 dark:text-slate-400">{t('mine.sessionsAttended')}</dt>
          <dd className="font-semibold">
            {t('mine.attended', {
              sessions_attended: group.sessions_attended,
              total_sessions: group.total_sessions,
            })}
          </dd>
        </div>
      </dl>
      <div className="rounded-xl bg-indigo-50 p-3 text-sm dark:bg-indigo-950">
        <p className="flex items-center gap-1.5 font-semibold">
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {t('mine.nextSession')}
        </p>
        <p className="mt-1">
          {group.next_session
            ? `${group.next_session.title} · ${formatSessionTime(group.next_session.scheduled_at)}`
            : t('mine.noNextSession')}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={`/study-groups/${group.id}?tab=chat`}
          aria-describedby={titleId}
          className={`${LINK_CLASSES} bg-indigo-600 text-white hover:bg-indigo-700`}
        >
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {t('mine.chat')}
        </Link>
        <Link
          to={`/study-groups/${group.id}`}
          aria-describedby={titleId}
          className={`${LINK_CLASSES} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}
        >
          {t('mine.details')}
        </Link>
        <Button
          variant="ghost"
          disabled={owner || leaving}
          aria-describedby={owner ? hintId : titleId}
          onClick={() => onLeave(group)}
        >
          {leaving ? t('mine.leaving') : t('mine.leave')}
        </Button>
      </div>
      {owner ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {t('mine.ownerCannotLeave')}
        </p>
      ) : null}
    </li>
  );
}

/** My Groups: the caller's groups, or a way to find some. */
export function MyGroupsTab({ onDiscover }: { onDiscover: () => void }) {
  const { t } = useTranslation('studyGroups');
  const groups = useMyGroups();
  const [confirming, setConfirming] = useState<StudyGroup | null>(null);
  const leave = useLeaveGroup();
  const leavingId = leave.isPending ? leave.variables : null;

  if (groups.isError) {
    return <GroupsLoadError query={groups} />;
  }
  if (!groups.data) return <ListLoading label={t('page.loading')} />;
  if (groups.data.groups.length === 0) {
    return (
      <EmptyState>
        <h2 className="text-xl font-bold">{t('mine.emptyTitle')}</h2>
        <p>{t('mine.emptyText')}</p>
        <Button onClick={onDiscover}>{t('mine.discover')}</Button>
      </EmptyState>
    );
  }
  return (
    <>
      <ul
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label={t('mine.listLabel')}
      >
        {groups.data.groups.map((group) => (
          <MyGroupCard
            key={group.id}
            group={group}
            leaving={leavingId === group.id}
            onLeave={setConfirming}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('mine.leaveTitle', { name: confirming?.name ?? '' })}
        description={t('mine.leaveDescription')}
        confirmLabel={t('mine.leave')}
        destructive
        onConfirm={() => {
          if (confirming) leave.mutate(confirming.id);
        }}
      />
    </>
  );
}
