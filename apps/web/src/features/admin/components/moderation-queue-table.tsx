import type { ModerationItemSummary } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CELL, LINK, When } from './account-bits';
import { ClaimHolder, kindLabel, PersonName, reasonLabel } from './moderation-bits';

const COLUMNS = ['kind', 'reason', 'subject', 'received', 'claim', 'open'] as const;

/**
 * The pending items, oldest first: what each is, about whom (a disputed question: its text and
 * open disputes), since when, and who works on it.
 */
export function ModerationQueueTable({ items }: { items: ModerationItemSummary[] }) {
  const { t } = useTranslation('adminModeration');
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('queue.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${CELL} font-semibold`}>
                {t(`queue.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => {
            const kind = kindLabel(item, t);
            return (
              <tr key={item.id}>
                <td className={CELL}>
                  {kind}
                  {item.reported_name !== null ? (
                    <span className="block text-xs break-words text-slate-600 dark:text-slate-300">
                      {item.kind === 'set_publication'
                        ? t('queue.setName', { name: item.reported_name })
                        : t('queue.reportedName', { name: item.reported_name })}
                    </span>
                  ) : null}
                </td>
                <td className={CELL}>{reasonLabel(item.reason, t)}</td>
                <td className={CELL}>
                  {item.question ? (
                    <>
                      <span className="block break-words">{item.question.text}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-300">
                        {t('queue.openDisputes', {
                          count: item.question.open_disputes,
                        })}
                      </span>
                    </>
                  ) : (
                    <PersonName person={item.subject} />
                  )}
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <When at={item.created_at} />
                </td>
                <td className={CELL}>
                  <ClaimHolder claim={item.claim} />
                </td>
                <td className={CELL}>
                  <Link to={`/admin/moderation/${item.id}`} className={LINK}>
                    {t('queue.open')}
                    <span className="sr-only">
                      {' '}
                      {t('queue.openWhat', {
                        kind,
                        name: item.question?.text ?? item.subject?.name ?? t('erased'),
                      })}
                    </span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
