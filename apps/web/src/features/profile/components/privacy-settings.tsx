import type { User } from '@quizarena/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { updateProfile } from '../api/update-profile';

type Setting = 'profile_hidden' | 'list_on_organization_board';

/**
 * Who sees the player: hide the profile from others, and opt in to the organization's
 * leaderboard. Each switch saves at once; a failed save leaves it as it was.
 */
export function PrivacySettings({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [saving, setSaving] = useState<Setting | null>(null);

  async function change(setting: Setting, value: boolean) {
    setSaving(setting);
    try {
      onSaved(await updateProfile({ [setting]: value }));
      toast.success('Privacy settings saved');
    } catch {
      toast.error('Failed to save privacy settings');
    } finally {
      setSaving(null);
    }
  }

  const option = (setting: Setting, label: string, hint: string) => (
    <div className="flex items-start gap-3">
      <input
        id={`privacy-${setting}`}
        type="checkbox"
        className="mt-1 h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
        checked={user[setting]}
        disabled={saving !== null}
        aria-describedby={`privacy-${setting}-hint`}
        onChange={(event) => void change(setting, event.target.checked)}
      />
      <div>
        <label htmlFor={`privacy-${setting}`} className="text-sm font-medium">
          {label}
        </label>
        <p id={`privacy-${setting}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
    </div>
  );

  return (
    <section aria-labelledby="privacy-heading" className="space-y-3">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        Privacy
      </h2>
      {option(
        'profile_hidden',
        'Hide my profile from other players',
        "Leaderboards show you as 'Hidden player' without a link, and others cannot open your profile, rank or activity.",
      )}
      {option(
        'list_on_organization_board',
        "List me on my organization's leaderboard",
        user.organization
          ? `Anyone who enters "${user.organization}" as their organization sees you there: it is a label anyone can type, not a verified membership.`
          : 'Add an organization to your profile first; anyone who enters the same name sees this board.',
      )}
    </section>
  );
}
