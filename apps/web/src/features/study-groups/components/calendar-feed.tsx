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
import { copyLink } from './invite-link';

/**
 * Subscribe: the caller's calendar feed address (a secret: whoever has it reads the sessions),
 * with Copy, and Reset for a new one that makes the old one stop working.
 */
export function CalendarFeed() {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const feeds = useQuery({
    queryKey: studyGroupsKeys.feeds(null),
    queryFn: ({ signal }) => getCalendarFeeds(undefined, signal),
  });
  const reset = useMutation({
    mutationFn: () => resetCalendarFeed(),
    onSuccess: (fresh) => {
      queryClient.setQueryData(studyGroupsKeys.feeds(null), fresh);
      toast.success(t('toasts.feedReset'));
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.actionFailed'))),
  });
  return (
    <section className={`${CARD_CLASSES} space-y-3`} aria-labelledby="study-sessions-subscribe">
      <h2 id="study-sessions-subscribe" className="text-lg font-bold">
        {t('calendar.subscribe')}
      </h2>
      {feeds.isError ? (
        <ListError
          error={feeds.error}
          fallback={t('calendar.feedFailed')}
          onRetry={() => void feeds.refetch()}
        />
      ) : !feeds.data ? (
        <ListLoading label={t('calendar.feedLoading')} rows={1} />
      ) : (
        <>
          <TextField
            label={t('calendar.feedUrl')}
            hint={t('calendar.subscribeText')}
            value={feeds.data.user_feed_url}
            readOnly
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                void copyLink(
                  feeds.data.user_feed_url,
                  t('toasts.linkCopied'),
                  t('toasts.copyFailed'),
                )
              }
            >
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
