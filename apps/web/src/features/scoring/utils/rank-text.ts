import type { TFunction } from 'i18next';
import { formatCompact } from '../../../lib/format';

/** A global rank as the cards show it: '#12', or 'N/A' when no answer knows it. */
export function rankText(rank: number | null, t: TFunction<'scoring'>): string {
  return rank === null ? t('notAvailable') : t('rank', { rank: formatCompact(rank) });
}
