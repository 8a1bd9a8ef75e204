import { idParamsSchema } from '@quizarena/contracts';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSessionResults } from '../api/get-session-results';
import { FOCUS_RING } from '../components/focus-ring';
import { ResultsView } from '../components/results-view';
import { apiErrorText } from '../../../lib/api-error-text';

function Notice({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('quiz');
  return (
    <div className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {children}
        <Link
          to="/dashboard"
          className={clsx(
            'inline-flex items-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700',
            FOCUS_RING,
          )}
        >
          {t('results.goToDashboard')}
        </Link>
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('quiz');
  return <Notice title={t('results.notFound.title')} message={t('results.notFound.message')} />;
}

function Results({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('quiz');
  const { data, error, isPending, refetch, isRefetching } = useSessionResults(sessionId);
  if (data) return <ResultsView results={data} />;
  if (isPending) return <Spinner label={t('results.loading')} />;
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404 || status === 400) return <NotFound />;
  if (status === 409) {
    return (
      <Notice title={t('results.notFinished.title')} message={t('results.notFinished.message')} />
    );
  }
  return (
    <Notice
      title={t('results.failed.title')}
      message={apiErrorText(error, t('results.failed.message'))}
    >
      <Button
        variant="secondary"
        className={FOCUS_RING}
        disabled={isRefetching}
        onClick={() => void refetch()}
      >
        {t('actions.retry', { ns: 'common' })}
      </Button>
    </Notice>
  );
}

/** /quiz/results/:sessionId: stored on the server, so it works after a reload and as a link. */
export function QuizResultsPage() {
  const { sessionId = '' } = useParams();
  // Not an id at all: nothing to ask the server.
  if (!idParamsSchema.safeParse({ id: sessionId }).success) return <NotFound />;
  return <Results sessionId={sessionId} />;
}
