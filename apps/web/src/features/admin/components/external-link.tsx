import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK } from './admin-table';

/** A link to another site, in a new tab, saying so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('adminContent');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${LINK} inline-flex items-center gap-1`}
    >
      {children}
      <ExternalIcon className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
