import { formatCompact } from '../../../lib/format';

/** '1 topic', '12 topics', '1.2K questions': compact numbers with a plural that agrees. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCompact(count)} ${count === 1 ? singular : plural}`;
}
