import {
  FRIEND_REQUEST_AUDIENCES,
  MESSAGE_AUDIENCES,
  type SocialSettings,
  type SocialSettingsBody,
} from '@quizarena/contracts';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSaveSocialSettings, useSocialSettings } from '../api/social-settings';
import { apiRefusalText } from '../../../lib/api-error-text';
import { ListError } from '../../../components/ui/list-states';

/** One question as radio buttons: a fieldset named by its legend. */
function Choice<V extends string>({
  legend,
  hint,
  name,
  options,
  value,
  label,
  disabled,
  onChange,
}: {
  legend: string;
  hint?: string;
  name: string;
  options: readonly V[];
  value: V;
  label: (option: V) => string;
  disabled: boolean;
  onChange: (value: V) => void;
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset className="space-y-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
              className="h-5 w-5 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
            />
            {label(option)}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

function Form({ settings }: { settings: SocialSettings }) {
  const { t } = useTranslation('friends');
  const ids = useId();
  const save = useSaveSocialSettings();

  function change(body: SocialSettingsBody) {
    save.mutate(body, {
      onSuccess: () => toast.success(t('privacy.saved')),
      onError: (error) => toast.error(apiRefusalText(error, t('privacy.failed'))),
    });
  }

  // While a change saves, the radios show it; a failure puts the saved value back.
  const shown = { ...settings, ...(save.isPending ? save.variables : {}) };
  const restricted = settings.restricted_to_friends;
  return (
    <div className="space-y-4">
      <Choice
        legend={t('privacy.friendRequests')}
        name={`${ids}-requests`}
        options={FRIEND_REQUEST_AUDIENCES}
        value={shown.friend_requests_from}
        label={(option) => t(`privacy.friendRequestsFrom.${option}`)}
        disabled={save.isPending}
        onChange={(value) => change({ friend_requests_from: value })}
      />
      <Choice
        legend={t('privacy.messages')}
        hint={restricted ? t('privacy.restricted') : t('privacy.messagesHint')}
        name={`${ids}-messages`}
        options={MESSAGE_AUDIENCES}
        value={restricted ? 'friends' : shown.messages_from}
        label={(option) => t(`privacy.messagesFrom.${option}`)}
        disabled={save.isPending || restricted}
        onChange={(value) => change({ messages_from: value })}
      />
    </div>
  );
}

/**
 * Who may reach the player: friend requests from everyone, friends of friends or nobody, and
 * messages from friends or everyone. Each choice saves at once (PUT /api/social/settings). A
 * player under 16 hears only from friends whatever they choose, so the message choice is shown
 * as friends and cannot be changed.
 */
export function SocialPrivacySettings() {
  const { t } = useTranslation('friends');
  const settings = useSocialSettings();
  const headingId = useId();
  let body;
  if (settings.isError && !settings.data) {
    body = (
      <ListError
        error={settings.error}
        fallback={t('privacy.loadFailed')}
        onRetry={() => void settings.refetch()}
      />
    );
  } else if (!settings.data) {
    body = <Skeleton className="h-24 w-full rounded-lg" />;
  } else {
    body = <Form settings={settings.data} />;
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t('privacy.title')}
      </h3>
      {body}
    </section>
  );
}
