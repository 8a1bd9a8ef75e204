import type { LeaderboardOwnRank } from '@quizarena/contracts';
import { Link } from 'react-router';
import { formatCompact } from '../../../lib/format';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** The caller's own place on the board shown, also when outside the rows listed. */
export function OwnRankBanner({
  own,
  totalPlayers,
  pointsSuffix,
}: {
  own: LeaderboardOwnRank;
  totalPlayers: number;
  pointsSuffix: string;
}) {
  return (
    <section
      aria-label="Your rank"
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-gradient-to-r from-indigo-600 to-violet-600 p-5 text-white shadow-sm"
    >
      <UserAvatar
        name={own.name}
        avatarUrl={own.avatar_url}
        className="h-12 w-12 ring-2 ring-white/60"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-indigo-100">Your rank</p>
        {own.rank === null ? (
          <p className="font-semibold">
            Not ranked yet.{' '}
            <Link to="/quiz/categories" className="underline">
              Play a quiz
            </Link>{' '}
            to get on this board.
          </p>
        ) : (
          <p className="text-2xl font-bold">
            #{own.rank}
            <span className="ml-2 text-base font-normal text-indigo-100">
              of {formatCompact(totalPlayers)} {totalPlayers === 1 ? 'player' : 'players'}
            </span>
          </p>
        )}
      </div>
      <dl className="flex gap-6 text-right">
        <div>
          <dt className="text-sm text-indigo-100">Points {pointsSuffix}</dt>
          <dd className="text-xl font-bold tabular-nums">{formatCompact(own.points)}</dd>
        </div>
        <div>
          <dt className="text-sm text-indigo-100">Level</dt>
          <dd className="text-xl font-bold tabular-nums">{own.level}</dd>
        </div>
      </dl>
    </section>
  );
}
