import type { Challenge } from '@quizarena/contracts';
import clsx from 'clsx';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatNumber } from '../../../lib/format';
import { isDraw, resultRows, type ResultRow } from '../utils/challenge-view';
import { durationText } from '../utils/wording';

function Standing({ row, me }: { row: ResultRow; me: string }) {
  const { t } = useTranslation('challenges');
  const { play } = row;
  const waiting =
    row.answer === 'declined'
      ? t('results.declined')
      : row.answer === 'pending'
        ? t('results.noAnswer')
        : t('results.notPlayed');
  return (
    <li
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border p-2',
        row.winner
          ? 'border-amber-400 bg-amber-50 dark:border-amber-600 dark:bg-amber-950'
          : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <UserAvatar name={row.name} avatarUrl={row.avatar_url} size="sm" />
      <span className="min-w-0 flex-1 font-semibold">
        {row.name}
        {row.user_id === me ? ` ${t('results.you')}` : ''}
      </span>
      {row.winner ? (
        <Badge tone="amber" className="gap-1">
          <Trophy className="h-3.5 w-3.5" aria-hidden="true" />
          {t('results.winner')}
        </Badge>
      ) : null}
      {play ? (
        <span className="flex flex-wrap gap-x-3 text-sm text-slate-700 tabular-nums dark:text-slate-200">
          {play.place !== null ? <span>{t('results.place', { place: play.place })}</span> : null}
          <span>{t('results.score', { count: play.score, score: formatNumber(play.score) })}</span>
          <span>
            {t('results.correct', { correct: play.correct_answers, total: play.total_questions })}
          </span>
          <span>{durationText(play.total_time_ms / 1000, t)}</span>
        </span>
      ) : (
        <span className="text-sm text-slate-600 dark:text-slate-400">{waiting}</span>
      )}
    </li>
  );
}

/**
 * Everyone in the challenge and, once known, each one's place, score, correct answers and time,
 * the winner marked (or the draw said).
 */
export function ChallengeResults({ challenge, me }: { challenge: Challenge; me: string }) {
  const { t } = useTranslation('challenges');
  return (
    <div className="space-y-2">
      {isDraw(challenge) ? <p className="font-semibold">{t('results.draw')}</p> : null}
      <ol aria-label={t('results.label')} className="space-y-1.5">
        {resultRows(challenge).map((row) => (
          <Standing key={row.user_id} row={row} me={me} />
        ))}
      </ol>
    </div>
  );
}
