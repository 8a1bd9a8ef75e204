import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useChallenge } from '../api/queries';
import { ChallengeCard } from '../components/challenge-card';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';

const BACK_CLASSES =
  'inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300';

function ChallengeView({ challengeId, me }: { challengeId: string; me: string }) {
  const { t } = useTranslation('challenges');
  const challenge = useChallenge(challengeId);
  if (challenge.isError && !challenge.data) {
    const status = challenge.error instanceof ApiError ? challenge.error.status : undefined;
    // A malformed id is refused before the lookup; to the reader it is just as absent.
    if (status === 404 || status === 400) {
      return (
        <EmptyState>
          <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <p>{t('detail.notFound')}</p>
        </EmptyState>
      );
    }
    return (
      <ListError
        error={challenge.error}
        fallback={t('detail.loadFailed')}
        onRetry={() => void challenge.refetch()}
      />
    );
  }
  if (!challenge.data) return <ListLoading label={t('detail.loading')} rows={1} />;
  return <ChallengeCard challenge={challenge.data} me={me} />;
}

/**
 * /challenges/:challengeId, one challenge: where a challenger waits for a realtime challenge's
 * game to start (it takes them there), and where View results leads.
 */
export function ChallengePage({ userId }: { userId: string }) {
  const { t } = useTranslation('challenges');
  const { challengeId = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link to="/challenges" className={BACK_CLASSES}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('detail.title')}</h1>
      <ChallengeView key={challengeId} challengeId={challengeId} me={userId} />
    </div>
  );
}
