import type { GameStanding } from '@quizarena/contracts';
import clsx from 'clsx';
import { Medal, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rankedStandings } from '../hooks/game-state';
import { CARD_CLASSES } from './field-classes';
import { LOBBY_LINK_CLASSES } from './game-not-found';
import { MatchOutcomeLine } from './match-outcome';

/** The headline: the winning team in team mode, else the winner, or a tie. */
function headline(
  standings: GameStanding[],
  teamScores: [number, number] | null,
  t: ReturnType<typeof useTranslation<'games'>>['t'],
): string {
  if (teamScores) {
    if (teamScores[0] === teamScores[1]) return t('results.tie');
    return t('results.teamWinner', { team: teamScores[0] > teamScores[1] ? 1 : 2 });
  }
  const [first, second] = standings;
  if (!first) return t('results.title');
  if (second && second.rank === first.rank) return t('results.tie');
  return t('results.winner', { name: first.name });
}

/**
 * At the game's end: places, scores, answers, team scores in team mode, and the way on. Against
 * opponents (`versus`: a quick match, a challenge, a tournament's match) the player's Win, Loss or
 * Draw heads it.
 */
export function GameResults({
  scoreboard,
  teamScores,
  me,
  versus = false,
  challenge = false,
}: {
  scoreboard: GameStanding[];
  teamScores: [number, number] | null;
  me: string;
  versus?: boolean;
  /** A challenge's game: played alone, its result waits for the challenge's other plays. */
  challenge?: boolean;
}) {
  const { t } = useTranslation('games');
  const standings = rankedStandings(scoreboard);
  return (
    <section
      className={`${CARD_CLASSES} mx-auto max-w-2xl space-y-5 p-6`}
      aria-labelledby="results-title"
    >
      <div className="text-center" role="status">
        <Trophy className="mx-auto h-12 w-12 text-amber-500" aria-hidden="true" />
        <h1 id="results-title" className="mt-2 text-3xl font-black">
          {t('results.title')}
        </h1>
        {versus && standings.some((line) => line.user_id === me) ? (
          <MatchOutcomeLine
            places={standings.map((line) => ({ ...line, place: line.rank }))}
            me={me}
            challenge={challenge}
          />
        ) : (
          <p className="mt-1 text-lg font-semibold">{headline(standings, teamScores, t)}</p>
        )}
      </div>
      {teamScores ? (
        <div>
          <h2 className="mb-2 font-bold">{t('results.teamScores')}</h2>
          <ul className="grid grid-cols-2 gap-3">
            {teamScores.map((score, team) => (
              <li
                key={team}
                className="rounded-xl bg-slate-100 p-3 text-center font-semibold dark:bg-slate-800"
              >
                {t('results.teamScore', { team: team + 1, count: score })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h2 className="mb-2 font-bold">{t('results.standings')}</h2>
        <ol className="space-y-2">
          {standings.map((line) => (
            <li
              key={line.user_id}
              className={clsx(
                'flex items-center gap-3 rounded-xl border p-3',
                line.user_id === me
                  ? 'border-indigo-400 bg-indigo-50 dark:bg-indigo-950'
                  : 'border-slate-200 dark:border-slate-700',
              )}
            >
              <span className="flex w-10 items-center gap-1 font-black">
                {line.rank <= 3 ? (
                  <Medal className="h-4 w-4 text-amber-500" aria-hidden="true" />
                ) : null}
                {t('results.place', { rank: line.rank })}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">
                  {line.name} {line.user_id === me ? t('room.you') : ''}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t('results.correct', {
                    correct: line.correct_answers,
                    total: line.total_answers,
                  })}
                </span>
              </span>
              <span className="font-bold">{t('results.score', { count: line.score })}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/game/lobby" className={LOBBY_LINK_CLASSES}>
          {t('results.backToLobby')}
        </Link>
        <Link
          to={versus ? '/game/lobby' : '/game/lobby?tab=create'}
          className="inline-flex rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {t('results.playAgain')}
        </Link>
      </div>
    </section>
  );
}
