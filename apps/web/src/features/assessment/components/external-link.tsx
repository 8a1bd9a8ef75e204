import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site, in a new tab, saying so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('assessment');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
