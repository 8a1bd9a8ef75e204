import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An unknown group, one the caller may not see, or an invite link that leads nowhere. */
export function GroupNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('studyGroups');
  return (
    <div className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <SearchX className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{text}</p>
      <Link
        to="/study-groups"
        className="inline-flex rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
      >
        {t('detail.back')}
      </Link>
    </div>
  );
}

/** A refusal that means the group is not there for the caller (missing, hidden, malformed id). */
export const isMissing = (status: number | undefined) =>
  status === 404 || status === 403 || status === 400;
