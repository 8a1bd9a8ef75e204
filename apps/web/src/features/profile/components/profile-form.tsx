import type { User } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { updateProfile } from '../api/update-profile';

type Fields = {
  full_name: string;
  organization: string;
  bio: string;
  location: string;
  website: string;
};

function fieldsOf(user: User): Fields {
  return {
    full_name: user.full_name,
    organization: user.organization ?? '',
    bio: user.bio ?? '',
    location: user.location ?? '',
    website: user.website ?? '',
  };
}

/** View and edit mode for the profile basics; saves for real and hands back the new user. */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [editing, setEditing] = useState(false);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function handleSave(event: FormEvent) {
    event.preventDefault();
    if (!fields.full_name.trim()) return setErrors({ full_name: 'Full name is required' });
    setErrors({});
    setBusy(true);
    try {
      onSaved(await updateProfile({ ...fields, full_name: fields.full_name.trim() }));
      setEditing(false);
      toast.success('Profile updated successfully!');
    } catch (failure) {
      if (failure instanceof ApiError && failure.details) {
        setErrors(
          Object.fromEntries(
            failure.details.map((d) => [d.field.replace(/^body\./, ''), d.message]),
          ),
        );
      }
      toast.error('Failed to update profile');
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    const rows: [string, string | null][] = [
      ['Full name', user.full_name],
      ['Email', user.email],
      ['Organization', user.organization],
      ['Bio', user.bio],
      ['Location', user.location],
      ['Website', user.website],
    ];
    return (
      <section aria-labelledby="about-heading" className="space-y-3">
        <div className="flex items-center justify-between">
          <h2 id="about-heading" className="text-lg font-semibold">
            About you
          </h2>
          <Button
            variant="secondary"
            onClick={() => {
              setFields(fieldsOf(user));
              setEditing(true);
            }}
          >
            Edit profile
          </Button>
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-sm">{value || 'Not set'}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }

  const field = (name: keyof Fields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={fields[name]}
      error={errors[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      {...extra}
    />
  );
  return (
    <form aria-label="Edit profile" className="space-y-3" onSubmit={handleSave} noValidate>
      {field('full_name', 'Full name', { autoComplete: 'name', maxLength: 100 })}
      {field('organization', 'Organization', { autoComplete: 'organization', maxLength: 120 })}
      {field('bio', 'Bio', { maxLength: 500 })}
      {field('location', 'Location', { maxLength: 100 })}
      {field('website', 'Website', { type: 'url', placeholder: 'https://', maxLength: 200 })}
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
