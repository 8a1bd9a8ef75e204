import { useId, type ReactNode } from 'react';
import { CELL } from './account-bits';

export type Column<T> = { key: string; label: string; cell: (row: T) => ReactNode };

/**
 * One of the account page's lists: a heading, then a table named by it, or `empty` when there
 * are no rows. `extra` goes between the heading and the table (the ledger's balance).
 */
export function RecordTable<T extends { id: string | number }>({
  title,
  columns,
  rows,
  empty,
  extra,
}: {
  title: string;
  columns: Column<T>[];
  rows: T[];
  empty: string;
  extra?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="font-semibold">
        {title}
      </h4>
      {extra}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
          <table aria-labelledby={headingId} className="w-full text-left text-sm">
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={`${CELL} font-semibold`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.key} className={CELL}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
