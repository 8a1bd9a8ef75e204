import type { LeaderboardData } from '@quizarena/contracts';
import { Info } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';

/**
 * What a scope depends on: 'My Organization' needs an organization on the profile (the server
 * says so with `requires`), 'My Level' covers the levels the server names.
 */
export function ScopeHint({ data }: { data: Pick<LeaderboardData, 'requires' | 'levels'> }) {
  const { t } = useTranslation('leaderboard');
  if (data.requires === 'organization') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <Trans
            t={t}
            i18nKey="scopeHint.needsOrganization"
            components={{
              profileLink: (
                <Link
                  to="/profile"
                  className="rounded-sm font-semibold underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
                />
              ),
            }}
          />
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
          ? t('scopeHint.sameLevel', { level: formatNumber(from) })
          : t('scopeHint.levelRange', { from: formatNumber(from), to: formatNumber(to) })}
      </p>
    );
  }
  return null;
}
