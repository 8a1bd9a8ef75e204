import type { HeadToHead } from '@quizarena/contracts';
import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatNumber } from '../../../lib/format';
import { CARD_CLASSES } from './card';

const COLUMNS = ['wins', 'losses', 'draws'] as const;

/** The caller's challenges won, as the Friends page shows a friend's. */
export function ChallengesWon({ count }: { count: number }) {
  const { t } = useTranslation('challenges');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${CARD_CLASSES} flex items-center gap-3`}>
      <Trophy className="h-8 w-8 text-amber-500" aria-hidden="true" />
      <div>
        <h2 id={titleId} className="text-sm font-medium text-slate-600 dark:text-slate-300">
          {t('won.title')}
        </h2>
        <p className="text-2xl font-black tabular-nums">{formatNumber(count)}</p>
      </div>
    </section>
  );
}

/** Head to head: each friend the caller finished a challenge with, wins–losses–draws. */
export function HeadToHeadPanel({ records }: { records: HeadToHead[] }) {
  const { t } = useTranslation('challenges');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${CARD_CLASSES} space-y-3`}>
      <h2 id={titleId} className="font-bold">
        {t('headToHead.title')}
      </h2>
      {records.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('headToHead.empty')}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('headToHead.caption')}</caption>
          <thead>
            <tr className="text-left text-xs text-slate-600 dark:text-slate-400">
              <th scope="col" className="py-1 font-medium">
                {t('headToHead.friend')}
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-1 text-right font-medium">
                  {t(`headToHead.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.user_id} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1.5 text-left font-semibold">
                  <span className="flex items-center gap-2">
                    <UserAvatar name={record.name} avatarUrl={record.avatar_url} size="sm" />
                    {record.name}
                  </span>
                </th>
                {COLUMNS.map((column) => (
                  <td key={column} className="py-1.5 text-right tabular-nums">
                    {formatNumber(record[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
