import { EXTENDED_TIME_FACTORS, type ExtendedTime } from '@quizarena/contracts';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../features/auth';
import { changeLocale, useChooseLocale } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useSavePreferences } from '../use-save-preferences';

/** A select's value for "no setting: follow the browser". */
const BROWSER = '';

/**
 * /settings/preferences: the interface language (or the browser's) and the time accommodation
 * for solo quizzes. Both are saved to the profile, so they follow the player to every device.
 * Notifications have a page of their own, linked from here.
 */
export function PreferencesPage() {
  const { t } = useTranslation('preferences');
  const { user } = useAuth();
  const { choices } = useChooseLocale();
  const save = useSavePreferences();
  const [locale, setLocale] = useState(user?.locale ?? BROWSER);
  const [extended, setExtended] = useState<ExtendedTime>(
    (user?.extended_time ?? 1) as ExtendedTime,
  );
  const [saving, setSaving] = useState(false);
  const languageId = useId();
  const timeHintId = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await save({ locale: locale === BROWSER ? null : locale, extended_time: extended });
      if (locale !== BROWSER) await changeLocale(locale);
      toast.success(t('saved', { lng: locale === BROWSER ? undefined : locale }));
    } catch {
      toast.error(t('saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <form onSubmit={(event) => void submit(event)} className="space-y-6">
        <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">
            <label htmlFor={languageId}>{t('language.heading')}</label>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('language.hint')}</p>
          <select
            id={languageId}
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
            className="min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
          >
            <option value={BROWSER}>{t('language.browser')}</option>
            {choices.map(({ value, name }) => (
              <option key={value} value={value} lang={value}>
                {name}
              </option>
            ))}
          </select>
        </section>
        <fieldset
          aria-describedby={timeHintId}
          className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <legend className="px-1 text-lg font-semibold">{t('time.heading')}</legend>
          <p id={timeHintId} className="text-sm text-slate-600 dark:text-slate-300">
            {t('time.hint')}
          </p>
          {EXTENDED_TIME_FACTORS.map((factor) => (
            <label key={factor} className="flex min-h-8 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="extended_time"
                value={factor}
                checked={extended === factor}
                onChange={() => setExtended(factor)}
                className="h-5 w-5 accent-indigo-600"
              />
              <span>
                {factor === 1
                  ? t('time.standard')
                  : t('time.extended', { factor: formatNumber(factor) })}
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </form>
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-lg font-semibold">{t('notifications.heading')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('notifications.hint')}</p>
        <Link
          to="/settings/notifications"
          className="inline-block font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
        >
          {t('notifications.link')}
        </Link>
      </section>
    </div>
  );
}
