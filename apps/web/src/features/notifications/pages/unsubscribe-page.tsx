import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CardPage } from '../../../components/ui/card-page';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { unsubscribe } from '../api/unsubscribe';

type Outcome =
  | { kind: 'working' }
  | { kind: 'done' }
  | { kind: 'missing' }
  | { kind: 'refused' }
  // The failure, not its text, so the text follows a change of language.
  | { kind: 'failed'; failure: unknown };

const LINK_CLASSES =
  'block rounded-lg bg-indigo-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-slate-900';

/** A client error is the link's fault (bad, used up or expired); anything else may pass. */
const isRefusal = (failure: unknown) =>
  failure instanceof ApiError &&
  failure.status !== undefined &&
  failure.status >= 400 &&
  failure.status < 500 &&
  failure.status !== 429;

/**
 * /unsubscribe?token=: the link in a notification email. Signed in or not, it turns every
 * notification email off once, then points to the settings (through sign-in when signed out,
 * which the settings page's guard asks for).
 */
export function UnsubscribePage({ signedOut }: { signedOut: boolean }) {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'working' } : { kind: 'missing' },
  );
  const started = useRef(false);

  const run = useCallback((value: string) => {
    setOutcome({ kind: 'working' });
    unsubscribe(value).then(
      () => setOutcome({ kind: 'done' }),
      (failure: unknown) =>
        setOutcome(isRefusal(failure) ? { kind: 'refused' } : { kind: 'failed', failure }),
    );
  }, []);

  useEffect(() => {
    // Strict mode runs effects twice; the link is posted once.
    if (!token || started.current) return;
    started.current = true;
    run(token);
  }, [token, run]);

  const settingsLink = (
    <Link to="/settings/notifications" className={LINK_CLASSES}>
      {signedOut ? t('unsubscribe.signIn') : t('unsubscribe.settings')}
    </Link>
  );

  return (
    <CardPage title={t('unsubscribe.title')}>
      {outcome.kind === 'working' ? <p role="status">{t('unsubscribe.working')}</p> : null}
      {outcome.kind === 'done' ? (
        <>
          <p role="status">{t('unsubscribe.done')}</p>
          {settingsLink}
        </>
      ) : null}
      {outcome.kind === 'missing' || outcome.kind === 'refused' ? (
        <>
          <div role="alert" className="space-y-1">
            <p className="font-semibold text-red-800 dark:text-red-200">
              {outcome.kind === 'missing' ? t('unsubscribe.missing') : t('unsubscribe.invalid')}
            </p>
            <p>{t('unsubscribe.invalidHint')}</p>
          </div>
          {settingsLink}
        </>
      ) : null}
      {outcome.kind === 'failed' ? (
        <div role="alert" className="space-y-4">
          <p className="font-semibold text-red-800 dark:text-red-200">
            {t('unsubscribe.failed', {
              message: apiErrorText(outcome.failure, t('unsubscribe.invalid')),
            })}
          </p>
          <Button onClick={() => token && run(token)}>{t('unsubscribe.retry')}</Button>
        </div>
      ) : null}
    </CardPage>
  );
}
