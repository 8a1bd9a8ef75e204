import { shareTokenSchema } from '@quizarena/contracts';
import { Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSharedResult } from '../api/get-shared-result';
import { modeLabel } from '../utils/quiz-format';

export const SHARED_NOT_FOUND = 'This shared result is not available';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function Unavailable({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{SHARED_NOT_FOUND}</h1>
      <p className="text-slate-700 dark:text-slate-300">{message}</p>
      <Link to="/" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
        Go to QuizArena
      </Link>
    </div>
  );
}

function SharedCard({ token }: { token: string }) {
  const { data, error, isPending } = useSharedResult(token);
  if (isPending) return <Spinner label="Loading shared result..." />;
  if (!data) {
    const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Unavailable
        message={
          gone
            ? 'The link is wrong, or its owner has stopped sharing it.'
            : (error?.message ?? 'Please try again.')
        }
      />
    );
  }
  return (
    <article className="mx-auto max-w-md space-y-5 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="flex items-center justify-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        <Trophy className="h-4 w-4" aria-hidden="true" />
        {data.category.name} · {modeLabel(data.game_mode)} mode
      </p>
      <h1 className="text-2xl font-bold">
        {data.display_name} played {data.topic.name}
      </h1>
      <dl className="grid grid-cols-2 gap-3">
        {[
          ['Score', `${data.total_points} points`],
          ['Accuracy', `${data.accuracy}%`],
          ['Correct answers', `${data.correct_answers} of ${data.total_questions}`],
          ['Played on', dateFormat.format(new Date(data.completed_at))],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={`/quiz/${data.category.id}/${data.topic.id}`}
        className="inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
      >
        Play this topic
      </Link>
    </article>
  );
}

/** /shared/:token: a shared result's read-only card, for anyone with the link, signed in or not. */
export function SharedResultPage() {
  const { token = '' } = useParams();
  if (!shareTokenSchema.safeParse(token).success) {
    return <Unavailable message="The link is wrong, or its owner has stopped sharing it." />;
  }
  return <SharedCard token={token} />;
}
