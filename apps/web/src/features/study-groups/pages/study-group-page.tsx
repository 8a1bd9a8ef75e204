import type { StudyGroup } from '@quizarena/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ReportButton } from '../../../components/report-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListLoading } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { Tabs } from '../../../components/ui/tabs';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText, apiRefusalText } from '../../../lib/api-error-text';
import { formatNumber } from '../../../lib/format';
import { useTabParam } from '../../../lib/use-tab-param';
import { studyGroupsKeys } from '../api/keys';
import { storeGroup, useGroup } from '../api/queries';
import { deleteGroup, updateGroup } from '../api/study-groups';
import { GroupBadges, RatingStar } from '../components/badges';
import { CARD_CLASSES, isFull } from '../components/group-card';
import { GroupFormDialog } from '../components/group-form-dialog';
import { GroupNotFound, isMissing } from '../components/group-not-found';
import { GroupSessionsPanel } from '../components/group-sessions-panel';
import { MembersPanel } from '../components/members-panel';
import { RatingControl } from '../components/rating-control';
import { RequestDialog } from '../components/request-dialog';
import { ResourcesPanel } from '../components/resources-panel';
import { ShareButton } from '../../../components/ui/share-button';
import { useJoinGroup, useLeaveGroup } from '../hooks/use-group-membership';
import type { StudyGroupsSources } from '../sources';

const SECTION_IDS = ['members', 'sessions', 'chat', 'resources', 'settings'] as const;
type Section = (typeof SECTION_IDS)[number];

/** A non-member's way in: join, ask, or nothing (invite only, full, already asked). */
function JoinPanel({ group }: { group: StudyGroup }) {
  const { t } = useTranslation('studyGroups');
  const [asking, setAsking] = useState<StudyGroup | null>(null);
  const join = useJoinGroup(() => setAsking(null));
  let action: ReactNode;
  if (group.my_request_pending) action = <p className="font-semibold">{t('detail.requested')}</p>;
  else if (group.type === 'invite_only')
    action = <p className="font-semibold">{t('card.inviteOnly')}</p>;
  else if (isFull(group)) action = <Button disabled>{t('card.full')}</Button>;
  else if (group.type === 'private')
    action = <Button onClick={() => setAsking(group)}>{t('detail.requestToJoin')}</Button>;
  else
    action = (
      <Button disabled={join.isPending} onClick={() => join.mutate({ group })}>
        {t('detail.join')}
      </Button>
    );
  return (
    <div className={`${CARD_CLASSES} space-y-3 text-center`}>
      <p className="text-slate-600 dark:text-slate-300">{t('detail.membersOnly')}</p>
      {action}
      <RequestDialog
        group={asking}
        pending={join.isPending}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        onSend={(chosen, message) => join.mutate({ group: chosen, joinMessage: message })}
      />
    </div>
  );
}

/** The owner's Edit (the create form, saved with PUT) and Delete. */
function SettingsPanel({ group, sources }: { group: StudyGroup; sources: StudyGroupsSources }) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useQuery(sources.categories);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteGroup(group.id),
    onSuccess: () => {
      toast.success(t('toasts.deleted'));
      queryClient.removeQueries({ queryKey: studyGroupsKeys.one(group.id) });
      void queryClient.invalidateQueries({ queryKey: studyGroupsKeys.lists() });
      void navigate('/study-groups?tab=mine');
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.deleteFailed'))),
  });
  return (
    <div className="space-y-4">
      <div className={CARD_CLASSES}>
        <Button onClick={() => setEditing(true)}>{t('form.editTitle')}</Button>
      </div>
      <div className={`${CARD_CLASSES} space-y-3 border-red-200 dark:border-red-900`}>
        <h2 className="text-lg font-bold">{t('settings.dangerZone')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('settings.deleteDescription')}
        </p>
        <Button variant="danger" disabled={remove.isPending} onClick={() => setConfirming(true)}>
          {t('settings.delete')}
        </Button>
      </div>
      <GroupFormDialog
        open={editing}
        onOpenChange={setEditing}
        categories={categories.data ?? []}
        group={group}
        onSave={async (body) => {
          storeGroup(queryClient, await updateGroup(group.id, body));
          toast.success(t('toasts.saved'));
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.deleteTitle')}
        description={t('settings.deleteDescription')}
        confirmLabel={t('settings.delete')}
        destructive
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/** The member's sections: members, sessions, chat, resources, and the owner's settings. */
function MemberSections({
  group,
  me,
  sources,
}: {
  group: StudyGroup;
  me: string;
  sources: StudyGroupsSources;
}) {
  const { t } = useTranslation('studyGroups');
  const sections = SECTION_IDS.filter((id) => id !== 'settings' || group.my_role === 'owner').map(
    (id) => ({ id, label: t(`detail.sections.${id}`) }),
  );
  // A session's link (a reminder, a share) opens the Sessions section at its card.
  const [params] = useSearchParams();
  const [section, setSection] = useTabParam<Section>(
    sections,
    params.has('session') ? 'sessions' : 'members',
  );
  return (
    <Tabs label={t('detail.sectionsLabel')} tabs={sections} value={section} onChange={setSection}>
      {section === 'members' ? (
        <MembersPanel group={group} me={me} />
      ) : section === 'sessions' ? (
        <GroupSessionsPanel group={group} me={me} sources={sources} />
      ) : section === 'chat' ? (
        group.conversation_id && sources.chat ? (
          sources.chat(group.conversation_id)
        ) : (
          <p className="text-slate-600 dark:text-slate-300">{t('chat.unavailable')}</p>
        )
      ) : section === 'resources' ? (
        <ResourcesPanel group={group} me={me} />
      ) : (
        <SettingsPanel group={group} sources={sources} />
      )}
    </Tabs>
  );
}

/** /study-groups/:groupId: the group's page, for members and for those who may join. */
export function StudyGroupPage({ me, sources }: { me: string; sources: StudyGroupsSources }) {
  const { t } = useTranslation(['studyGroups', 'ui']);
  const { groupId = '' } = useParams();
  const navigate = useNavigate();
  const group = useGroup(groupId);
  const leave = useLeaveGroup(() => void navigate('/study-groups?tab=mine'));

  if (group.isError) {
    const status = group.error instanceof ApiError ? group.error.status : undefined;
    if (isMissing(status))
      return <GroupNotFound title={t('detail.notFound')} text={t('detail.notFoundText')} />;
    return (
      <LoadError
        message={apiErrorText(group.error, t('page.loadFailed'))}
        onRetry={() => void group.refetch()}
      />
    );
  }
  if (!group.data) return <ListLoading label={t('detail.loading')} />;
  const data = group.data;
  const member = data.my_role !== null;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to="/study-groups"
        className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
      >
        {t('detail.back')}
      </Link>
      <header className={`${CARD_CLASSES} flex flex-wrap items-start gap-4`}>
        <UserAvatar name={data.name} avatarUrl={data.avatar_url} size="lg" />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            {data.name}
            <RatingStar group={data} />
          </h1>
          <GroupBadges group={data} />
          <p className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
            <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            {data.avg_rating === null
              ? t('detail.noRating')
              : t('detail.rating', {
                  rating: formatNumber(data.avg_rating, { maximumFractionDigits: 1 }),
                  count: data.rating_count,
                })}
          </p>
          {data.description ? (
            <p className="text-slate-700 dark:text-slate-300">{data.description}</p>
          ) : null}
          {member ? <RatingControl group={data} /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <ShareButton
            path={`/study-groups/${data.id}`}
            title={data.name}
            text={t('detail.shareText', { name: data.name })}
          />
          {member && data.my_role !== 'owner' ? (
            <Button
              variant="ghost"
              disabled={leave.isPending}
              onClick={() => leave.mutate(data.id)}
            >
              {t('detail.leave')}
            </Button>
          ) : null}
          {data.my_role !== 'owner' ? (
            <ReportButton
              subjectType="study_group"
              subjectId={data.id}
              title={t('ui:report.titleGroup', { name: data.name })}
            />
          ) : null}
        </div>
      </header>
      {member ? (
        <MemberSections group={data} me={me} sources={sources} />
      ) : (
        <JoinPanel group={data} />
      )}
    </div>
  );
}
