import type { ScorePanel } from '@quizarena/contracts';
import clsx from 'clsx';

function Side({
  name,
  points,
  correct,
  tone,
}: {
  name: string;
  points: number;
  correct: number;
  tone: 'player' | 'opponent';
}) {
  return (
    <div
      className={clsx(
        'flex-1 rounded-xl p-3',
        tone === 'player'
          ? 'bg-indigo-50 dark:bg-indigo-950'
          : 'bg-slate-100 text-right dark:bg-slate-800',
      )}
    >
      <p className="truncate text-sm font-medium text-slate-700 dark:text-slate-300">{name}</p>
      <p className="text-2xl font-bold tabular-nums">
        {points} <span className="text-sm font-medium">pts</span>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{correct} correct</p>
    </div>
  );
}

/** The running score: the player against the opponent (the Practice Bot in solo play). */
export function ScoreBoard({ score, opponentName }: { score: ScorePanel; opponentName: string }) {
  return (
    <section aria-label="Score" className="flex items-stretch gap-3">
      <Side name="You" points={score.player_points} correct={score.player_correct} tone="player" />
      <span
        className="self-center text-sm font-bold text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      >
        VS
      </span>
      <Side
        name={opponentName}
        points={score.bot_points}
        correct={score.bot_correct}
        tone="opponent"
      />
    </section>
  );
}
