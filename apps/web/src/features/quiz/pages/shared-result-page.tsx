import { shareTokenSchema } from '@quizarena/contracts';
import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { useSharedResult } from '../api/get-shared-result';
import { FOCUS_RING } from '../components/focus-ring';
import { apiErrorText } from '../../../lib/api-error-text';
import { modeLabel } from '../utils/quiz-format';

function Unavailable({ message }: { message: string }) {
  const { t } = useTranslation('quiz');
  return (
    <div className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{t('shared.notFound')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{message}</p>
      <Link
        to="/"
        className={clsx(
          'inline-flex min-h-6 items-center rounded font-semibold text-indigo-700 underline dark:text-indigo-300',
          FOCUS_RING,
        )}
      >
        {t('shared.home')}
      </Link>
    </div>
  );
}

function SharedCard({ token }: { token: string }) {
  const { t } = useTranslation('quiz');
  const { data, error, isPending } = useSharedResult(token);
  if (isPending) return <Spinner label={t('shared.loading')} />;
  if (!data) {
    const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Unavailable message={gone ? t('shared.linkOff') : apiErrorText(error, t('shared.retry'))} />
    );
  }
  const figures: [label: string, value: string][] = [
    [
      t('shared.score'),
      t('shared.points', { count: data.total_points, points: formatNumber(data.total_points) }),
    ],
    [t('shared.accuracy'), formatPercent(data.accuracy)],
    [
      t('shared.correctAnswers'),
      t('shared.correctOf', {
        correct: formatNumber(data.correct_answers),
        total: formatNumber(data.total_questions),
      }),
    ],
    [t('shared.playedOn'), formatDate(data.completed_at, { dateStyle: 'long' })],
  ];
  return (
    <article className="mx-auto max-w-md space-y-5 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="flex items-center justify-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        <Trophy className="h-4 w-4" aria-hidden="true" />
        {t('shared.context', { category: data.category.name, mode: modeLabel(data.game_mode, t) })}
      </p>
      <h1 className="text-2xl font-bold">
        {t('shared.title', { name: data.display_name, topic: data.topic.name })}
      </h1>
      <dl className="grid grid-cols-2 gap-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={`/quiz/${data.category.id}/${data.topic.id}`}
        className={clsx(
          'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700',
          FOCUS_RING,
        )}
      >
        {t('shared.playTopic')}
      </Link>
    </article>
  );
}

/** /shared/:token: a shared result's read-only card, for anyone with the link, signed in or not. */
export function SharedResultPage() {
  const { t } = useTranslation('quiz');
  const { token = '' } = useParams();
  if (!shareTokenSchema.safeParse(token).success) {
    return <Unavailable message={t('shared.linkOff')} />;
  }
  return <SharedCard token={token} />;
}
