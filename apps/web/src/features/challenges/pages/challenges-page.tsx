import type { HeadToHead } from '@quizarena/contracts';
import { Swords } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { useChallengeBox } from '../api/queries';
import { ChallengeCard } from '../components/challenge-card';
import { ChallengeDialog } from '../components/challenge-dialog';
import { ChallengesWon, HeadToHeadPanel } from '../components/head-to-head';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import type { ChallengeSources } from '../sources';
import type { ChallengeBox } from '../utils/challenge-view';

const TABS: readonly { id: ChallengeBox }[] = [
  { id: 'received' },
  { id: 'sent' },
  { id: 'active' },
  { id: 'finished' },
];

type Summary = { head_to_head: HeadToHead[]; challenges_won: number };

/** One box: its challenges a page at a time, or why there are none. */
function BoxPanel({
  box,
  me,
  query,
}: {
  box: ChallengeBox;
  me: string;
  query: ReturnType<typeof useChallengeBox>;
}) {
  const { t } = useTranslation('challenges');
  if (query.isError && !query.data) {
    return (
      <ListError
        error={query.error}
        fallback={t('page.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <ListLoading label={t('page.loading')} />;
  const challenges = query.data.pages.flatMap((page) => page.challenges);
  if (challenges.length === 0) {
    return (
      <EmptyState>
        <p>{t(`page.empty.${box}`)}</p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      <ul aria-label={t(`page.tabs.${box}`)} className="space-y-3">
        {challenges.map((challenge) => (
          <li key={challenge.id}>
            <ChallengeCard challenge={challenge} me={me} linked />
          </li>
        ))}
      </ul>
      <LoadMore query={query} label={t('page.showMore')} loadingLabel={t('page.loadingMore')} />
    </div>
  );
}

/**
 * /challenges: Received, Sent, Active and Finished (the tab kept in the `tab` query), each
 * challenge with its people, result and actions; beside them the caller's challenges won and
 * their head to head with each friend, and a way to challenge friends.
 */
export function ChallengesPage({ userId, sources }: { userId: string; sources: ChallengeSources }) {
  const { t } = useTranslation('challenges');
  const [tab, selectTab] = useTabParam(TABS, 'received');
  const [composing, setComposing] = useState(false);
  const query = useChallengeBox(tab);

  // Every box answers with the same figures: the last ones read stay while another tab loads.
  const latest: Summary | undefined = query.data?.pages[0];
  const [summary, setSummary] = useState(latest);
  if (latest && latest !== summary) setSummary(latest);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Swords className="h-6 w-6 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          {t('page.title')}
        </h1>
        <Button onClick={() => setComposing(true)}>{t('page.challengeFriends')}</Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Tabs
            label={t('page.tabs.label')}
            tabs={TABS.map(({ id }) => ({ id, label: t(`page.tabs.${id}`) }))}
            value={tab}
            onChange={selectTab}
          >
            <BoxPanel box={tab} me={userId} query={query} />
          </Tabs>
        </div>
        <div className="space-y-4">
          {summary ? (
            <>
              <ChallengesWon count={summary.challenges_won} />
              <HeadToHeadPanel records={summary.head_to_head} />
            </>
          ) : query.isError ? null : (
            // The box's own error says what failed; the figures come with its next read.
            <Skeleton className="h-40 w-full rounded-2xl" />
          )}
        </div>
      </div>
      <ChallengeDialog open={composing} onOpenChange={setComposing} sources={sources} />
    </div>
  );
}
