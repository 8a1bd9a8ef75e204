import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { TextField } from '../../../components/ui/text-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { studyGroupsKeys } from '../api/keys';
import { getCalendarFeeds, resetCalendarFeed } from '../api/study-sessions';
import { CARD_CLASSES } from './group-card';
import { copyLink } from '../../../components/ui/share-button';

/**
 * Subscribe: the caller's calendar feed address (a secret: whoever has it reads the sessions),
 * of all their groups or, with `groupId`, of one group, with Copy, and Reset for a new one that
 * makes the old one stop working.
 */
export function CalendarFeed({ groupId }: { groupId?: string }) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const key = studyGroupsKeys.feeds(groupId ?? null);
  const feeds = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getCalendarFeeds(groupId, signal),
  });
  const address = feeds.data
    ? groupId
      ? feeds.data.group_feed_url
      : feeds.data.user_feed_url
    : null;
  const headingId = `study-sessions-subscribe-${groupId ?? 'mine'}`;
  const reset = useMutation({
    mutationFn: () => resetCalendarFeed(groupId),
    onSuccess: (fresh) => {
      queryClient.setQueryData(key, fresh);
      toast.success(t('toasts.feedReset'));
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.actionFailed'))),
  });
  return (
    <section className={`${CARD_CLASSES} space-y-3`} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        {groupId ? t('calendar.subscribeGroup') : t('calendar.subscribe')}
      </h2>
      {feeds.isError ? (
        <ListError
          error={feeds.error}
          fallback={t('calendar.feedFailed')}
          onRetry={() => void feeds.refetch()}
        />
      ) : !address ? (
        <ListLoading label={t('calendar.feedLoading')} rows={1} />
      ) : (
        <>
          <TextField
            label={t('calendar.feedUrl')}
            hint={groupId ? t('calendar.subscribeGroupText') : t('calendar.subscribeText')}
            value={address}
            readOnly
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copyLink(address)}>
              {t('members.copy')}
            </Button>
            <Button
              variant="secondary"
              disabled={reset.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('members.reset')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('calendar.resetTitle')}
        description={t('calendar.resetDescription')}
        confirmLabel={t('members.reset')}
        destructive
        onConfirm={() => reset.mutate()}
      />
    </section>
  );
}
