import { formatTimeAgo } from '../../../lib/format';
import { i18n } from '../../../i18n/instance';

const MINUTE_MS = 60_000;

/**
 * 'Last seen 3 hours ago' in the language shown. Under a minute it says 'Last seen just now':
 * formatTimeAgo's own 'Just now' is a sentence of its own.
 */
export function lastSeenText(lastSeen: string, now: number = Date.now()): string {
  if (now - new Date(lastSeen).getTime() < MINUTE_MS) {
    return i18n.t('friends:status.lastSeenJustNow');
  }
  return i18n.t('friends:status.lastSeen', { time: formatTimeAgo(lastSeen, now) });
}
