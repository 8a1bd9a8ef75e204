import type { ScorePanel } from '@quizarena/contracts';
import clsx from 'clsx';
import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

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
  const { t } = useTranslation('quiz');
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
        <Trans
          t={t}
          i18nKey="score.points"
          values={{ points: formatNumber(points) }}
          components={{ unit: <span className="text-sm font-medium" /> }}
        />
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('score.correct', { count: correct })}
      </p>
    </div>
  );
}

/** The running score: the player against the opponent (the Practice Bot in solo play). */
export function ScoreBoard({ score, opponentName }: { score: ScorePanel; opponentName: string }) {
  const { t } = useTranslation('quiz');
  return (
    <section aria-label={t('score.region')} className="flex items-stretch gap-3">
      <Side
        name={t('score.you')}
        points={score.player_points}
        correct={score.player_correct}
        tone="player"
      />
      <span
        className="self-center text-sm font-bold text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      >
        {t('score.versus')}
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
