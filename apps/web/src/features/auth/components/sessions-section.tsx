import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatTimeAgo } from '../../../lib/format';
import { authApi } from '../api/auth-api';
import { authErrorMessage } from '../utils/auth-errors';

const SESSIONS_KEY = ['auth', 'sessions'] as const;

/** A short device description from the user agent; browser and system names are not translated. */
export function describeDevice(userAgent: string | null, t: TFunction<'auth'>): string {
  if (!userAgent) return t('sessions.unknownDevice');
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : t('sessions.unknownBrowser');
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? t('sessions.browserOn', { browser, system }) : browser;
}

/** The user's signed-in devices, each of which can be signed out. */
export function SessionsSection() {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: authApi.sessions });
  const endSession = useMutation({
    mutationFn: authApi.endSession,
    onSuccess: () => {
      toast.success(t('sessions.ended'));
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) => toast.error(authErrorMessage(error, t)),
  });

  return (
    <section aria-labelledby="sessions-heading" className="space-y-3">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        {t('sessions.heading')}
      </h2>
      {sessions.isPending ? <p>{t('sessions.loading')}</p> : null}
      {sessions.isError ? (
        <p role="alert">
          {t('sessions.failed', {
            message: apiErrorText(sessions.error, t('errors:codes.INTERNAL_ERROR')),
          })}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {sessions.data?.map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-4 p-3">
            <div>
              <p className="font-medium">
                {describeDevice(session.user_agent, t)}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
                    {t('sessions.thisDevice')}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t(session.persistent ? 'sessions.remembered' : 'sessions.untilBrowserCloses', {
                  address: session.ip ?? t('sessions.unknownAddress'),
                  time: formatTimeAgo(session.last_used_at),
                })}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="secondary"
                disabled={endSession.isPending}
                onClick={() => endSession.mutate(session.id)}
              >
                {t('sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
