import type { User } from '@quizarena/contracts';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The editable fields, in the form's order, with their catalogue labels and input settings. */
const FIELDS: {
  name: keyof Fields;
  labelKey: `about.${'fullName' | 'organization' | 'bio' | 'location' | 'website'}`;
  input: InputHTMLAttributes<HTMLInputElement>;
}[] = [
  {
    name: 'full_name',
    labelKey: 'about.fullName',
    input: { autoComplete: 'name', maxLength: 100 },
  },
  {
    name: 'organization',
    labelKey: 'about.organization',
    input: { autoComplete: 'organization', maxLength: 120 },
  },
  { name: 'bio', labelKey: 'about.bio', input: { maxLength: 500 } },
  { name: 'location', labelKey: 'about.location', input: { maxLength: 100 } },
  {
    name: 'website',
    labelKey: 'about.website',
    input: { type: 'url', placeholder: 'https://', maxLength: 200 },
  },
];

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
  const { t } = useTranslation(['profile', 'common', 'validation']);

  async function handleSave(event: FormEvent) {
    event.preventDefault();
    if (!fields.full_name.trim()) return setErrors({ full_name: t('validation:fullNameRequired') });
    setErrors({});
    setBusy(true);
    try {
      onSaved(await updateProfile({ ...fields, full_name: fields.full_name.trim() }));
      setEditing(false);
      toast.success(t('form.saved'));
    } catch (failure) {
      // Each field's own message, as the server wrote it in the request's language.
      if (failure instanceof ApiError && failure.details) {
        setErrors(
          Object.fromEntries(
            failure.details.map((d) => [d.field.replace(/^body\./, ''), d.message]),
          ),
        );
      }
      toast.error(t('form.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    const rows: [string, string | null][] = [
      [t('about.fullName'), user.full_name],
      [t('about.email'), user.email],
      [t('about.organization'), user.organization],
      [t('about.bio'), user.bio],
      [t('about.location'), user.location],
      [t('about.website'), user.website],
    ];
    return (
      <section aria-labelledby="about-heading" className="space-y-3">
        <div className="flex items-center justify-between">
          <h2 id="about-heading" className="text-lg font-semibold">
            {t('about.ownTitle')}
          </h2>
          <Button
            variant="secondary"
            onClick={() => {
              setFields(fieldsOf(user));
              setEditing(true);
            }}
          >
            {t('form.edit')}
          </Button>
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-sm">{value || t('about.notSet')}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }

  return (
    <form aria-label={t('form.edit')} className="space-y-3" onSubmit={handleSave} noValidate>
      {FIELDS.map(({ name, labelKey, input }) => (
        <TextField
          key={name}
          label={t(labelKey)}
          value={fields[name]}
          error={errors[name]}
          onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
          {...input}
        />
      ))}
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('form.saving') : t('common:actions.save')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
