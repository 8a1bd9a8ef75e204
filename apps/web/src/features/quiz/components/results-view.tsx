import {
  GAME_MODE_RULES,
  quizOutcome,
  type ResultOutcome,
  type SessionResults,
} from '@quizarena/contracts';
import clsx from 'clsx';
import { Share2, Sparkles, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import {
  formatMultiplier,
  formatSeconds,
  formatSigned,
  modeLabel,
  RESULT_LEVEL_LABELS,
} from '../utils/quiz-format';
import { useShareResult } from '../api/share-result';
import { shareResults } from '../utils/share-results';
import { AnswerAnalysis } from './answer-analysis';

const LEVEL_TONES: Record<SessionResults['result_level'], BadgeTone> = {
  excellent: 'green',
  good: 'indigo',
  average: 'amber',
  needs_improvement: 'red',
};

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors';

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
  const { base_points, speed_bonus, streak_bonus, mode_bonus, total } = results.breakdown;
  return (
    <Card title="Score breakdown">
      <dl className="space-y-2">
        <Row label="Base points" value={String(base_points)} />
        {/* Slow answers earn less than the base (factor 0.8 at 10 s), so this can go negative. */}
        <Row
          label={speed_bonus < 0 ? 'Speed penalty' : 'Speed bonus'}
          value={formatSigned(speed_bonus)}
        />
        {GAME_MODE_RULES[results.game_mode].streakBonus || streak_bonus !== 0 ? (
          <Row label="Streak bonus" value={formatSigned(streak_bonus)} />
        ) : null}
        <Row
          label={`Mode bonus (${formatMultiplier(results.game_mode)})`}
          value={formatSigned(mode_bonus)}
        />
        <Row label="Total" value={`${total} points`} strong />
      </dl>
    </Card>
  );
}

const OUTCOME_TEXT: Record<ResultOutcome, string> = { win: 'WIN', loss: 'LOSS', draw: 'DRAW' };
const OUTCOME_TONE: Record<ResultOutcome, string> = {
  win: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-red-700 dark:text-red-400',
  draw: 'text-slate-800 dark:text-slate-100',
};

function Outcome({ results }: { results: SessionResults }) {
  // The shared rule: by place against an opponent, by the accuracy band when solo.
  const outcome = quizOutcome({
    mode: results.game_mode,
    accuracy: results.accuracy,
    score: results.total_points,
    opponentScores: [results.opponent.total_points],
  });
  return (
    <Card title="Match result">
      <p className={clsx('text-3xl font-black tracking-wide', OUTCOME_TONE[outcome])}>
        {OUTCOME_TEXT[outcome]}
      </p>
      <dl className="grid grid-cols-2 gap-3 text-center">
        <div className="rounded-xl bg-indigo-50 p-3 dark:bg-indigo-950">
          <dt className="text-sm text-slate-700 dark:text-slate-300">You</dt>
          <dd className="text-xl font-bold tabular-nums">{results.total_points} pts</dd>
          <dd className="text-sm">{results.correct_answers} correct</dd>
        </div>
        <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
          <dt className="text-sm text-slate-700 dark:text-slate-300">{results.opponent.name}</dt>
          <dd className="text-xl font-bold tabular-nums">{results.opponent.total_points} pts</dd>
          <dd className="text-sm">{results.opponent.correct_answers} correct</dd>
        </div>
      </dl>
    </Card>
  );
}

function LevelProgress({ results }: { results: SessionResults }) {
  const { level, level_before, progress, points, points_to_next_level, next_level_at } =
    results.level_progress;
  const percent = Math.round(progress * 100);
  return (
    <Card title="Level progress">
      <p className="flex flex-wrap items-center gap-2 text-xl font-bold">
        Level {level}
        {level_before < level ? (
          <Badge tone="green">
            <Sparkles className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
            Level up!
          </Badge>
        ) : null}
      </p>
      <ProgressBar
        value={percent}
        label={`Progress to level ${level + 1}`}
        valueText={`${percent}%, ${points} of ${next_level_at} points`}
      />
      <p className="flex justify-between gap-4 text-sm text-slate-700 dark:text-slate-300">
        <span>{percent}%</span>
        <span>
          {points_to_next_level} points to level {level + 1}
        </span>
      </p>
    </Card>
  );
}

export const SHARING_ON_NOTE =
  'Sharing is on: anyone with the link sees your name, topic, score, accuracy and date. This page stays private.';

/** Everything the results page shows for one finished quiz. */
export function ResultsView({ results }: { results: SessionResults }) {
  const sharing = useShareResult(results.session_id);
  // Sharing turns a public link on first; the results page itself stays private.
  const share = async () => {
    try {
      const link = await sharing.share.mutateAsync();
      const url = `${window.location.origin}${link.path}`;
      const outcome = await shareResults({
        title: `QuizArena: ${results.topic.name}`,
        text: `I scored ${results.total_points} points (${results.accuracy}% correct) on ${results.topic.name} in QuizArena!`,
        url,
      });
      if (outcome === 'copied') toast.success('Link copied to clipboard');
    } catch {
      toast.error('Could not share your results');
    }
  };
  const stopSharing = async () => {
    try {
      await sharing.unshare.mutateAsync();
      toast.success('Sharing turned off: the link no longer works');
    } catch {
      toast.error('Could not turn sharing off');
    }
  };
  const shared = results.shared || (sharing.share.isSuccess && !sharing.unshare.isSuccess);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-2 rounded-2xl bg-indigo-600 p-6 text-white dark:bg-indigo-900">
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-100">
          <Trophy className="h-4 w-4" aria-hidden="true" />
          {results.category.name} · {results.topic.name} · {modeLabel(results.game_mode)} mode
        </p>
        <h1 className="text-4xl font-black tracking-wide">{results.headline}</h1>
        <p className="flex flex-wrap items-center gap-2">
          <span>Result level:</span>
          <Badge tone={LEVEL_TONES[results.result_level]}>
            {RESULT_LEVEL_LABELS[results.result_level]}
          </Badge>
          <span>· {results.accuracy}% accuracy</span>
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Correct answers', `${results.correct_answers} of ${results.total_questions}`],
          ['Accuracy', `${results.accuracy}%`],
          ['Average time', formatSeconds(results.average_time)],
          ['Points earned', String(results.total_points)],
        ].map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-6 md:grid-cols-2">
        <ScoreBreakdown results={results} />
        <Outcome results={results} />
      </div>

      <LevelProgress results={results} />

      <AnswerAnalysis answers={results.answers} />

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to="/dashboard"
          className={clsx(linkButton, 'bg-indigo-600 text-white hover:bg-indigo-700')}
        >
          Continue Playing
        </Link>
        <Link
          to={`/quiz/${results.category.id}/${results.topic.id}/${results.game_mode}`}
          className={clsx(
            linkButton,
            'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
          )}
        >
          Play Again
        </Link>
        <Button variant="secondary" disabled={sharing.share.isPending} onClick={() => void share()}>
          <Share2 className="h-4 w-4" aria-hidden="true" />
          Share Results
        </Button>
      </div>
      {shared ? (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700">
          <p className="text-sm text-slate-700 dark:text-slate-300">{SHARING_ON_NOTE}</p>
          <Button
            variant="secondary"
            disabled={sharing.unshare.isPending}
            onClick={() => void stopSharing()}
          >
            Stop sharing
          </Button>
        </div>
      ) : null}
    </div>
  );
}
