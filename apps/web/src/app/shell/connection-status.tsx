import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useRealtimeClient, useRealtimeStatus } from '../../lib/realtime';
import type { RealtimeStatus } from '../../lib/realtime-client';

/** What the realtime connection's state reads as. */
export function connectionLabel(
  { state, attempt, maxAttempts }: RealtimeStatus,
  t: TFunction<'common'>,
): string {
  switch (state) {
    case 'connected':
      return t('connection.live');
    case 'reconnecting':
      return t('connection.reconnecting', { attempt, max: maxAttempts });
    case 'offline':
      return t('connection.offline');
    case 'idle':
    case 'connecting':
      return t('connection.connecting');
  }
}

const DOT_CLASSES: Record<RealtimeStatus['state'], string> = {
  connected: 'bg-emerald-500',
  connecting: 'bg-amber-400',
  idle: 'bg-amber-400',
  reconnecting: 'bg-amber-400 motion-safe:animate-pulse',
  offline: 'bg-slate-400',
};

/** The colour of the realtime state, for a dot beside the user's avatar. */
export function connectionDotClass(state: RealtimeStatus['state']): string {
  return DOT_CLASSES[state];
}

/**
 * The realtime connection as the user sees it: Live, Connecting…, Reconnecting (attempt n of 5)
 * or Offline with a Reconnect button. The text is a polite live region; the button sits outside
 * it so that a change of state is announced without the button's name. `compact` (the sidebar,
 * where the avatar's dot shows the colour) drops the dot and uses smaller text. Only one copy
 * on a page should `announce`, or a screen reader hears each change twice.
 */
export function ConnectionStatus({
  compact = false,
  announce = true,
}: {
  compact?: boolean;
  announce?: boolean;
}) {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  const client = useRealtimeClient();
  const liveRegion = announce ? ({ role: 'status', 'aria-live': 'polite' } as const) : {};
  return (
    <div className={clsx('flex flex-wrap items-center gap-2', compact ? 'text-xs' : 'text-sm')}>
      <p {...liveRegion} className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
        {compact ? null : (
          <span
            aria-hidden="true"
            className={clsx('h-2.5 w-2.5 shrink-0 rounded-full', connectionDotClass(status.state))}
          />
        )}
        {connectionLabel(status, t)}
      </p>
      {status.state === 'offline' && client ? (
        <button
          type="button"
          onClick={() => client.reconnect()}
          className="min-h-6 rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('connection.reconnect')}
        </button>
      ) : null}
    </div>
  );
}
