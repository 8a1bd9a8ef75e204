import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProfileCard } from './profile-card';

/**
 * Friends. There is no friends API yet (the social issue brings it), so nobody has any: the
 * count is an honest zero, with a note rather than made-up people.
 */
export function SocialPanel() {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard title={t('social.title')}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
        >
          <Users className="h-5 w-5" />
        </span>
        <p className="text-xl font-bold">{t('social.friends', { count: 0 })}</p>
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('social.note')}</p>
    </ProfileCard>
  );
}
