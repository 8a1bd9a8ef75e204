import { registerBodySchema, type User } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { saveBirthYear } from '../api/update-profile';
import { ProfileCard } from './profile-card';

/**
 * The own profile's Verification tab: an account without a year of birth enters it once (the
 * assessment asks for it); the field starts blank and says nothing of any age limit
 * (docs/DECISIONS.md #11). Once recorded it only says so.
 */
export function BirthYearForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t } = useTranslation(['profile', 'validation']);
  const [year, setYear] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  if (user.birth_year !== null) {
    return (
      <ProfileCard title={t('verification.title')}>
        <p className="font-semibold">{t('verification.recorded')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('verification.recordedText')}
        </p>
      </ProfileCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!year.trim()) {
      setError(t('validation:enterBirthYear'));
      return;
    }
    // The shape registration checks (a whole year from 1920); the server checks the rest.
    const checked = registerBodySchema.shape.birth_year.safeParse(Number(year));
    if (!checked.success) {
      setError(t('validation:invalidBirthYear'));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      onSaved(await saveBirthYear(checked.data));
      toast.success(t('verification.saved'));
    } catch (failure) {
      setError(apiRefusalText(failure, t('verification.failed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileCard title={t('verification.title')}>
      <p className="text-slate-700 dark:text-slate-300">{t('verification.explain')}</p>
      <form noValidate onSubmit={submit} className="mt-4 max-w-xs space-y-3">
        <TextField
          label={t('verification.label')}
          inputMode="numeric"
          autoComplete="bday-year"
          value={year}
          error={error}
          onChange={(event) => setYear(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <Button type="submit" disabled={saving}>
          {saving ? t('verification.saving') : t('verification.save')}
        </Button>
      </form>
    </ProfileCard>
  );
}
