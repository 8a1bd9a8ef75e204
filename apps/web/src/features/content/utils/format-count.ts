import type { TFunction } from 'i18next';
import { formatCompact } from '../../../lib/format';

/** '1 topic', '12 topics', '1.2K questions': compact numbers with a plural that agrees. */
export function formatCount(
  t: TFunction<'content'>,
  noun: 'topics' | 'questions',
  count: number,
): string {
  return t(`counts.${noun}`, { count, value: formatCompact(count) });
}
