import { pageButtons } from '@quizarena/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';

/** Previous, at most five page numbers around the current page (pageButtons), and Next. */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('friends');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('browse.pages')}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {t('browse.previous')}
          </Button>
        </li>
        {pageButtons(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'ghost'}
              aria-label={t('browse.page', { page: formatNumber(number) })}
              aria-current={number === page ? 'page' : undefined}
              className="min-w-10"
              onClick={() => onPage(number)}
            >
              {formatNumber(number)}
            </Button>
          </li>
        ))}
        <li>
          <Button variant="ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('browse.next')}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
