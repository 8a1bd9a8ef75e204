import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageKey } from './page-descriptions';

/** A signed-in page whose feature arrives later: its heading, what it will do, a way back. */
export function SectionPage({ page }: { page: PageKey }) {
  const { t } = useTranslation('pages');
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{t(`${page}.title`)}</h1>
      <p className="text-slate-700 dark:text-slate-300">
        {t(`${page}.description`)} {t('notYet')}
        {page === 'admin' ? ` ${t('admin.until')}` : null}
      </p>
      <Link
        to="/dashboard"
        className="inline-block font-semibold text-indigo-700 underline hover:no-underline dark:text-indigo-300"
      >
        {t('backToDashboard')}
      </Link>
    </div>
  );
}
