import { useTranslation } from 'react-i18next';
import { ViewsNav } from './views-nav';

/** The Careers section's two views: players, and the occupations curated for everyone. */
export function CareersNav() {
  const { t } = useTranslation('adminContent');
  return (
    <ViewsNav
      label={t('careers.views')}
      links={[
        { to: '/admin/careers', label: t('careers.players') },
        { to: '/admin/careers/occupations', label: t('occupations.title') },
      ]}
    />
  );
}
