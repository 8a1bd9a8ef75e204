import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LINK } from './admin-table';

/** Where a content page sits: each level above a link, the page itself marked current. */
export function Breadcrumbs({ trail }: { trail: { label: string; to?: string }[] }) {
  const { t } = useTranslation('adminContent');
  return (
    <nav aria-label={t('breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {trail.map((step, index) => (
          <li key={`${index}-${step.label}`} className="flex items-center gap-1">
            {index > 0 ? (
              <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
            ) : null}
            {step.to ? (
              <Link to={step.to} className={LINK}>
                {step.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
