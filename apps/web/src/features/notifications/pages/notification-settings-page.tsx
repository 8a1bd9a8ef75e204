import {
  EMAIL_DIGEST_DELAY_MINUTES,
  EMAIL_DIGEST_INTERVAL_MINUTES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@quizarena/contracts';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiErrorText } from '../../../lib/api-error-text';
import { PageFrame } from '../components/page-frame';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences';

const CHANNELS = ['in_app', 'email'] as const;
type Channel = (typeof CHANNELS)[number];

/** A checkbox that reads as an on/off switch, named by the ids in `labelledBy`. */
function Switch({
  labelledBy,
  describedBy,
  checked,
  onChange,
}: {
  labelledBy: string;
  describedBy?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="h-6 w-6 shrink-0 cursor-pointer accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
    />
  );
}

/** One kind: its name and what raises it, and a switch for each way it can reach the player. */
function KindRow({
  kind,
  channels,
  onChange,
}: {
  kind: NotificationKind;
  channels: NotificationPreferences['kinds'][NotificationKind];
  onChange: (channel: Channel, value: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p id={`${id}-name`} className="font-medium">
          {t(`kindNames.${kind}`)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(`kindHints.${kind}`)}</p>
      </div>
      <div className="flex flex-wrap gap-5">
        {CHANNELS.map((channel) => (
          // The switch's name is the kind's and the channel's: 'Messages By email'.
          <label key={channel} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
            <Switch
              labelledBy={`${id}-name ${id}-${channel}`}
              checked={channels[channel]}
              onChange={(value) => onChange(channel, value)}
            />
            <span id={`${id}-${channel}`}>
              {channel === 'in_app' ? t('settings.inApp') : t('settings.email')}
            </span>
          </label>
        ))}
      </div>
    </li>
  );
}

function SettingsForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const save = useSaveNotificationPreferences();
  const [kinds, setKinds] = useState(saved.kinds);
  const [emailEnabled, setEmailEnabled] = useState(saved.email_enabled);
  const emailId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ kinds, email_enabled: emailEnabled });
      toast.success(t('settings.saved'));
    } catch (error) {
      toast.error(apiErrorText(error, t('settings.saveFailed')));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-6">
      <fieldset className="rounded-xl border border-slate-200 bg-white px-4 pt-2 pb-1 dark:border-slate-700 dark:bg-slate-900">
        <legend className="px-1 text-lg font-semibold">{t('settings.kindsHeading')}</legend>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {NOTIFICATION_KINDS.map((kind) => (
            <KindRow
              key={kind}
              kind={kind}
              channels={kinds[kind]}
              onChange={(channel, value) =>
                setKinds((current) => ({
                  ...current,
                  [kind]: { ...current[kind], [channel]: value },
                }))
              }
            />
          ))}
        </ul>
      </fieldset>
      <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <legend className="px-1 text-lg font-semibold">{t('settings.emailHeading')}</legend>
        <label className="flex min-h-10 cursor-pointer items-center gap-3">
          <Switch
            labelledBy={`${emailId}-label`}
            describedBy={`${emailId}-hint`}
            checked={emailEnabled}
            onChange={setEmailEnabled}
          />
          <span id={`${emailId}-label`} className="font-medium">
            {t('settings.emailEnabled')}
          </span>
        </label>
        <div
          id={`${emailId}-hint`}
          className="space-y-1 text-sm text-slate-600 dark:text-slate-300"
        >
          <p>{t('settings.emailEnabledHint')}</p>
          <p>
            {t('settings.emailDelay', { count: EMAIL_DIGEST_DELAY_MINUTES })}{' '}
            {t('settings.emailInterval', { count: EMAIL_DIGEST_INTERVAL_MINUTES / 60 })}
          </p>
        </div>
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}

/**
 * /settings/notifications: per kind, in the app and by email, and the switch that stops every
 * notification email (what an unsubscribe link turns off). Saved together, with a toast.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();

  let content;
  if (preferences.isError) {
    content = (
      <LoadError
        message={apiErrorText(preferences.error, t('settings.loadFailed'))}
        onRetry={() => void preferences.refetch()}
      />
    );
  } else if (!preferences.data) {
    content = (
      <>
        <p role="status" className="sr-only">
          {t('settings.loading')}
        </p>
        <Skeleton className="h-96 w-full rounded-xl" />
      </>
    );
  } else {
    content = <SettingsForm saved={preferences.data} />;
  }

  return (
    <PageFrame
      title={t('settings.title')}
      intro={t('settings.intro')}
      link={{ to: '/notifications', label: t('settings.allNotifications') }}
    >
      {content}
    </PageFrame>
  );
}
