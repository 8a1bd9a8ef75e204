import type { LeaderboardData } from '@quizarena/contracts';
import { Info } from 'lucide-react';
import { Link } from 'react-router';

/**
 * What a scope depends on: 'My Organization' needs an organization on the profile (the server
 * says so with `requires`), 'My Level' covers the levels the server names.
 */
export function ScopeHint({ data }: { data: Pick<LeaderboardData, 'requires' | 'levels'> }) {
  if (data.requires === 'organization') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          Add your organization to your profile to see how you rank against your colleagues.{' '}
          <Link to="/profile" className="font-semibold underline">
            Add it on your profile
          </Link>
        </p>
      </div>
    );
  }
  if (data.levels) {
    const { from, to } = data.levels;
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Info className="h-4 w-4 shrink-0" aria-hidden="true" />
        {from === to
          ? `Players at level ${from}, your level.`
          : `Players within one level of you: levels ${from} to ${to}.`}
      </p>
    );
  }
  return null;
}
