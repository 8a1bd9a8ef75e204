import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** The spec's 'Error: {message}' state, with Try Again when retrying can help. */
export function LoadError({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
    >
      <p className="font-semibold text-red-800 dark:text-red-200">
        {t('loadError.message', { message })}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {onRetry ? <Button onClick={onRetry}>{t('loadError.retry')}</Button> : null}
        {children}
      </div>
    </div>
  );
}
