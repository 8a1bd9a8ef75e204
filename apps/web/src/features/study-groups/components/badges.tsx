import type { StudyGroup } from '@quizarena/contracts';
import { earnsRatingBadge } from '@quizarena/contracts';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';

const PILL = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** The group's level and type, as pills. */
export function GroupBadges({ group }: { group: StudyGroup }) {
  const { t } = useTranslation(['studyGroups', 'content']);
  return (
    <div className="flex flex-wrap gap-2">
      <span
        className={`${PILL} bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200`}
      >
        {t(`content:difficulty.${group.difficulty_level}`)}
      </span>
      <span className={`${PILL} bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200`}>
        {t(`types.${group.type}`)}
      </span>
    </div>
  );
}

/** The star a card earns from an average of 4.5 (the rule lives in the contracts). */
export function RatingStar({ group }: { group: StudyGroup }) {
  const { t } = useTranslation('studyGroups');
  if (!earnsRatingBadge(group.avg_rating)) return null;
  const rating = formatNumber(group.avg_rating ?? 0, { maximumFractionDigits: 1 });
  return (
    <Star
      role="img"
      aria-label={t('card.highlyRated', { rating })}
      className="h-4 w-4 shrink-0 fill-amber-400 text-amber-500"
    />
  );
}

/** A member's green dot while they are connected. */
export function OnlineDot({ online, label }: { online: boolean; label: string }) {
  if (!online) return null;
  return (
    <span className="absolute right-0 bottom-0 h-2.5 w-2.5 rounded-full bg-emerald-500 ring-2 ring-white dark:ring-slate-900">
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** When a session starts, as the locale writes a date and time. */
export function formatSessionTime(iso: string): string {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
