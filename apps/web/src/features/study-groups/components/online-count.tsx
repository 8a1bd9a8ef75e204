import { useQuery } from '@tanstack/react-query';
import { Users, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../../../lib/realtime';
import type { DataSource } from '../sources';

/** The header's count: players online, or 'Offline' while the live connection is down. */
export function OnlineCount({ source }: { source: DataSource<number> }) {
  const { t } = useTranslation('studyGroups');
  const status = useRealtimeStatus();
  const online = useQuery(source);
  if (status.state !== 'connected') {
    return (
      <p className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <WifiOff className="h-4 w-4" aria-hidden="true" />
        {t('page.offline')}
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
      <Users className="h-4 w-4" aria-hidden="true" />
      {t('page.online', { count: online.data ?? 0 })}
    </p>
  );
}
