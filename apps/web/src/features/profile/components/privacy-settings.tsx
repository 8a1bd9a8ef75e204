import type { User } from '@quizarena/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { updateProfile } from '../api/update-profile';

type Setting = 'profile_hidden' | 'list_on_organization_board';

/** One switch: a checkbox, its label and a hint that says what it does. */
function PrivacyOption({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      {/* 24px square: the box itself is a target, not only its label. */}
      <input
        id={id}
        type="checkbox"
        className="h-6 w-6 shrink-0 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * Who sees the player: hide the profile from others, and opt in to the organization's
 * leaderboard. Each switch saves at once; a failed save leaves it as it was.
 */
export function PrivacySettings({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t } = useTranslation('profile');
  const [saving, setSaving] = useState<Setting | null>(null);

  async function change(setting: Setting, value: boolean) {
    setSaving(setting);
    try {
      onSaved(await updateProfile({ [setting]: value }));
      toast.success(t('privacy.saved'));
    } catch {
      toast.error(t('privacy.failed'));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-labelledby="privacy-heading" className="space-y-3">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        {t('privacy.title')}
      </h2>
      <PrivacyOption
        id="privacy-profile_hidden"
        label={t('privacy.hide')}
        hint={t('privacy.hideHint')}
        checked={user.profile_hidden}
        disabled={saving !== null}
        onChange={(value) => void change('profile_hidden', value)}
      />
      <PrivacyOption
        id="privacy-list_on_organization_board"
        label={t('privacy.organizationBoard')}
        hint={
          user.organization
            ? t('privacy.organizationHint', { organization: user.organization })
            : t('privacy.noOrganizationHint')
        }
        checked={user.list_on_organization_board}
        disabled={saving !== null}
        onChange={(value) => void change('list_on_organization_board', value)}
      />
    </section>
  );
}
