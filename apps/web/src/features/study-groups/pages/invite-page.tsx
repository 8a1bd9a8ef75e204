import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListLoading } from '../../../components/ui/list-states';
import { LoadError } from '../../../components/ui/load-error';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { useInvite } from '../api/queries';
import { GroupBadges } from '../components/badges';
import { CARD_CLASSES } from '../components/group-card';
import { GroupNotFound, isMissing } from '../components/group-not-found';
import { useJoinGroup } from '../hooks/use-group-membership';

/** /study-groups/join/:code: the group an invite link opens, and Join (with the code). */
export function StudyGroupInvitePage() {
  const { t } = useTranslation('studyGroups');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const invite = useInvite(code);
  const join = useJoinGroup((group) => void navigate(`/study-groups/${group.id}`));

  if (invite.isError) {
    const status = invite.error instanceof ApiError ? invite.error.status : undefined;
    if (isMissing(status))
      return <GroupNotFound title={t('invite.invalid')} text={t('invite.invalidText')} />;
    return (
      <LoadError
        message={apiErrorText(invite.error, t('page.loadFailed'))}
        onRetry={() => void invite.refetch()}
      />
    );
  }
  if (!invite.data) return <ListLoading label={t('invite.loading')} />;
  const group = invite.data;
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <h1 className="text-2xl font-bold">{t('invite.title')}</h1>
      <div className={`${CARD_CLASSES} space-y-4`}>
        <p className="text-slate-600 dark:text-slate-300">{t('invite.intro')}</p>
        <div className="flex items-center gap-3">
          <UserAvatar name={group.name} avatarUrl={group.avatar_url} size="lg" />
          <div className="space-y-1">
            <h2 className="text-xl font-bold">{group.name}</h2>
            <GroupBadges group={group} />
            <p className="text-sm">
              {t('card.members', { current: group.current_members, max: group.max_members })}
            </p>
          </div>
        </div>
        {group.description ? <p>{group.description}</p> : null}
        {group.my_role ? (
          <>
            <p>{t('invite.alreadyMember')}</p>
            <Link
              to={`/study-groups/${group.id}`}
              className="inline-flex rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
            >
              {t('invite.open')}
            </Link>
          </>
        ) : (
          <Button
            disabled={join.isPending}
            onClick={() => join.mutate({ group, inviteCode: code })}
          >
            {t('invite.join')}
          </Button>
        )}
      </div>
    </div>
  );
}
