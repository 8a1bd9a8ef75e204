import {
  GAME_MODE_RULES,
  quizOutcome,
  type ResultOutcome,
  type SessionResults,
} from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import clsx from 'clsx';
import { Share2, Sparkles, Timer, Trophy } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatNumber, formatPercent } from '../../../lib/format';
import {
  formatFactor,
  formatMultiplier,
  formatSeconds,
  formatSigned,
  modeLabel,
  opponentName,
} from '../utils/quiz-format';
import { resultTiming } from '../utils/result-timing';
import { useSessionDisputes } from '../api/disputes';
import { useShareResult } from '../api/share-result';
import { shareResults } from '../utils/share-results';
import { AnswerAnalysis } from './answer-analysis';
import { FOCUS_RING } from './focus-ring';

const LEVEL_TONES: Record<SessionResults['result_level'], BadgeTone> = {
  excellent: 'green',
  good: 'indigo',
  average: 'amber',
  needs_improvement: 'red',
};

const HEADLINE_KEYS = {
  'YOU WIN': 'youWin',
  'WELL DONE': 'wellDone',
  'KEEP TRYING': 'keepTrying',
} as const satisfies Record<SessionResults['headline'], string>;

const linkButton = clsx(
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold motion-safe:transition-colors',
  FOCUS_RING,
);

/** '39 points', pluralised, as the locale writes the number. */
const pointsText = (points: number, t: TFunction<'quiz'>) =>
  t('results.breakdown.totalPoints', { count: points, points: formatNumber(points) });

function Card({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={clsx(
        'space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={clsx(
        'flex justify-between gap-4',
        strong && 'border-t border-slate-200 pt-2 font-bold dark:border-slate-700',
      )}
    >
      <dt className={strong ? undefined : 'text-slate-700 dark:text-slate-300'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function ScoreBreakdown({ results }: { results: SessionResults }) {
  const { t } = useTranslation('quiz');
  const { base_points, speed_bonus, streak_bonus, mode_bonus, total } = results.breakdown;
  return (
    <Card title={t('results.breakdown.title')}>
      <dl className="space-y-2">
        <Row label={t('results.breakdown.base')} value={formatNumber(base_points)} />
        {/* Slow answers earn less than the base (factor 0.8 at 10 s), so this can go negative. */}
        <Row
          label={
            speed_bonus < 0
              ? t('results.breakdown.speedPenalty')
              : t('results.breakdown.speedBonus')
          }
          value={formatSigned(speed_bonus)}
        />
        {GAME_MODE_RULES[results.game_mode].streakBonus || streak_bonus !== 0 ? (
          <Row label={t('results.breakdown.streakBonus')} value={formatSigned(streak_bonus)} />
        ) : null}
        <Row
          label={t('results.breakdown.modeBonus', {
            multiplier: formatMultiplier(results.game_mode),
          })}
          value={formatSigned(mode_bonus)}
        />
        <Row label={t('results.breakdown.total')} value={pointsText(total, t)} strong />
      </dl>
    </Card>
  );
}

const OUTCOME_TONE: Record<ResultOutcome, string> = {
  win: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-red-700 dark:text-red-400',
  draw: 'text-slate-800 dark:text-slate-100',
};

function Outcome({ results }: { results: SessionResults }) {
  const { t } = useTranslation('quiz');
  // The shared rule: by place against an opponent, by the accuracy band when solo.
  const outcome = quizOutcome({
    mode: results.game_mode,
    accuracy: results.accuracy,
    score: results.total_points,
    opponentScores: [results.opponent.total_points],
  });
  return (
    <Card title={t('results.match.title')}>
      <p className={clsx('text-3xl font-black tracking-wide', OUTCOME_TONE[outcome])}>
        {t(`results.match.outcomes.${outcome}`)}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-center">
        <div className="rounded-xl bg-indigo-50 p-3 dark:bg-indigo-950">
          <dt className="text-sm text-slate-700 dark:text-slate-300">{t('results.match.you')}</dt>
          <dd className="text-xl font-bold tabular-nums">
            {t('results.match.points', { points: formatNumber(results.total_points) })}
          </dd>
          <dd className="text-sm">
            {t('results.match.correct', { count: results.correct_answers })}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
          <dt className="text-sm text-slate-700 dark:text-slate-300">
            {opponentName(results.opponent.name, t)}
          </dt>
          <dd className="text-xl font-bold tabular-nums">
            {t('results.match.points', { points: formatNumber(results.opponent.total_points) })}
          </dd>
          <dd className="text-sm">
            {t('results.match.correct', { count: results.opponent.correct_answers })}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function LevelProgress({ results }: { results: SessionResults }) {
  const { t } = useTranslation('quiz');
  const { level, level_before, progress, points, points_to_next_level, next_level_at } =
    results.level_progress;
  const percent = Math.round(progress * 100);
  return (
    <Card title={t('results.level.title')}>
      <p className="flex flex-wrap items-center gap-2 text-xl font-bold">
        {t('results.level.level', { level })}
        {level_before < level ? (
          <Badge tone="green">
            <Sparkles className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            {t('results.level.levelUp')}
          </Badge>
        ) : null}
      </p>
      <ProgressBar
        value={percent}
        label={t('results.level.progressTo', { level: level + 1 })}
        valueText={t('results.level.valueText', {
          percent: formatPercent(percent),
          points: formatNumber(points),
          target: formatNumber(next_level_at),
        })}
      />
      <p className="flex justify-between gap-4 text-sm text-slate-700 dark:text-slate-300">
        <span>{formatPercent(percent)}</span>
        <span>
          {t('results.level.toNext', {
            count: points_to_next_level,
            points: formatNumber(points_to_next_level),
            level: level + 1,
          })}
        </span>
      </p>
    </Card>
  );
}

/** The headline figures, with the countdown the quiz was played with. */
function Figures({ results }: { results: SessionResults }) {
  const { t } = useTranslation('quiz');
  const timing = resultTiming(results);
  const figures: [label: string, value: string][] = [
    [
      t('results.correctAnswers'),
      t('results.correctOf', {
        correct: formatNumber(results.correct_answers),
        total: formatNumber(results.total_questions),
      }),
    ],
    [t('results.accuracy'), formatPercent(results.accuracy)],
    [t('results.averageTime'), formatSeconds(results.average_time)],
    [t('results.pointsEarned'), formatNumber(results.total_points)],
    [
      t('results.timePerQuestion'),
      timing.seconds === null ? t('results.noCountdown') : formatSeconds(timing.seconds),
    ],
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {timing.seconds !== null && timing.extendedTime > 1 ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
          <Timer className="h-4 w-4" aria-hidden="true" />
          {t('results.extendedTime', { factor: formatFactor(timing.extendedTime) })}
        </p>
      ) : null}
    </div>
  );
}

/** Everything the results page shows for one finished quiz. */
export function ResultsView({ results }: { results: SessionResults }) {
  const { t } = useTranslation('quiz');
  const sharing = useShareResult(results.session_id);
  const disputes = useSessionDisputes(results.session_id, true);
  // Sharing turns a public link on first; the results page itself stays private.
  const share = async () => {
    try {
      const link = await sharing.share.mutateAsync();
      const url = `${window.location.origin}${link.path}`;
      const outcome = await shareResults({
        title: t('results.shareTitle', { topic: results.topic.name }),
        text: t('results.shareText', {
          count: results.total_points,
          points: formatNumber(results.total_points),
          accuracy: formatPercent(results.accuracy),
          topic: results.topic.name,
        }),
        url,
      });
      if (outcome === 'copied') toast.success(t('results.toasts.copied'));
    } catch {
      toast.error(t('results.toasts.shareFailed'));
    }
  };
  const stopSharing = async () => {
    try {
      await sharing.unshare.mutateAsync();
      toast.success(t('results.toasts.sharingOff'));
    } catch {
      toast.error(t('results.toasts.sharingOffFailed'));
    }
  };
  const shared = results.shared || (sharing.share.isSuccess && !sharing.unshare.isSuccess);
  // The quiz ends by replacing the focused option with this page: focus starts again from the
  // headline, so keyboard and screen-reader users are not left at the end of an empty page.
  const headline = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headline.current?.focus();
  }, []);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-2 rounded-2xl bg-indigo-600 p-6 text-white dark:bg-indigo-900">
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-100">
          <Trophy className="h-4 w-4" aria-hidden="true" />
          {t('results.context', {
            category: results.category.name,
            topic: results.topic.name,
            mode: modeLabel(results.game_mode, t),
          })}
        </p>
        <h1 ref={headline} tabIndex={-1} className="text-4xl font-black tracking-wide outline-none">
          {t(`results.headlines.${HEADLINE_KEYS[results.headline]}`)}
        </h1>
        <p className="flex flex-wrap items-center gap-2">
          <span>{t('results.resultLevel')}</span>
          <Badge tone={LEVEL_TONES[results.result_level]}>
            {t(`results.levels.${results.result_level}`)}
          </Badge>
          <span>{t('results.accuracyLine', { accuracy: formatPercent(results.accuracy) })}</span>
        </p>
      </header>

      <Figures results={results} />

      <div className="grid gap-6 md:grid-cols-2">
        <ScoreBreakdown results={results} />
        <Outcome results={results} />
      </div>

      <LevelProgress results={results} />

      <AnswerAnalysis
        answers={results.answers}
        sessionId={results.session_id}
        disputes={disputes.data ?? []}
      />

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to="/dashboard"
          className={clsx(linkButton, 'bg-indigo-600 text-white hover:bg-indigo-700')}
        >
          {t('results.continuePlaying')}
        </Link>
        <Link
          to={`/quiz/${results.category.id}/${results.topic.id}/${results.game_mode}`}
          className={clsx(
            linkButton,
            'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
          )}
        >
          {t('results.playAgain')}
        </Link>
        <Button
          variant="secondary"
          className={FOCUS_RING}
          disabled={sharing.share.isPending}
          onClick={() => void share()}
        >
          <Share2 className="h-4 w-4" aria-hidden="true" />
          {t('results.share')}
        </Button>
      </div>
      {shared ? (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('results.sharingOn')}</p>
          <Button
            variant="secondary"
            className={FOCUS_RING}
            disabled={sharing.unshare.isPending}
            onClick={() => void stopSharing()}
          >
            {t('results.stopSharing')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
