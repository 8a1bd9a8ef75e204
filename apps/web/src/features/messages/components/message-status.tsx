import clsx from 'clsx';
import { Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MessageStatus as Status } from '../utils/conversation';

/**
 * The tick on the caller's own message: a clock while sending, one tick sent, two delivered,
 * two in another colour read; the same in words for screen readers (never the colour alone).
 * `onBubble` for the tick inside the caller's own (indigo) bubble.
 */
export function MessageStatus({
  status,
  pending = false,
  onBubble = false,
}: {
  status: Status;
  pending?: boolean;
  onBubble?: boolean;
}) {
  const { t } = useTranslation('messages');
  const Icon = pending ? Clock : status === 'sent' ? Check : CheckCheck;
  const read = !pending && status === 'read';
  return (
    <span className="inline-flex items-center" data-status={pending ? 'sending' : status}>
      <Icon
        aria-hidden="true"
        className={clsx(
          'h-3.5 w-3.5',
          onBubble
            ? read
              ? 'text-sky-200'
              : 'text-indigo-100'
            : read
              ? 'text-sky-600 dark:text-sky-400'
              : 'text-slate-500 dark:text-slate-400',
        )}
      />
      <span className="sr-only">{pending ? t('status.sending') : t(`status.${status}`)}</span>
    </span>
  );
}
