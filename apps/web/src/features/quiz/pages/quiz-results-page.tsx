import { idParamsSchema } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSessionResults } from '../api/get-session-results';
import { ResultsView } from '../components/results-view';

function Notice({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {children}
        <Link
          to="/dashboard"
          className="inline-flex items-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
        >
          Go to dashboard
        </Link>
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <Notice
      title="Results Not Found"
      message="These results do not exist, or they belong to another player."
    />
  );
}

function Results({ sessionId }: { sessionId: string }) {
  const { data, error, isPending, refetch, isRefetching } = useSessionResults(sessionId);
  if (data) return <ResultsView results={data} />;
  if (isPending) return <Spinner label="Loading results..." />;
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404 || status === 400) return <NotFound />;
  if (status === 409) {
    return (
      <Notice
        title="Quiz Not Finished"
        message="This quiz has not been finished yet, so it has no results."
      />
    );
  }
  return (
    <Notice title="Failed to load results" message={error?.message ?? 'Please try again.'}>
      <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
        Try again
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
