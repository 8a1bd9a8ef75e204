import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export const CELL = 'px-3 py-2 align-top';

export const LINK =
  'font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300';

/** A form open: for a new row (no value) or for an edited one. */
export type Editing<T> = { row?: T } | null;

/** A table with a caption (read by screen readers) and column headers. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: { key: string; label: ReactNode; className?: string }[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${CELL} font-semibold ${column.className ?? ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </div>
  );
}

/** Whether players see it. */
export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('adminContent');
  return (
    <Badge tone={active ? 'green' : 'slate'}>
      {active ? t('status.active') : t('status.hidden')}
    </Badge>
  );
}

/**
 * A row's Edit and Delete (asked first, in the shared confirm dialog), or Show again for a hidden
 * row. Each button names the row, so a screen reader's list of buttons says whose it is.
 */
export function RowActions({
  name,
  active,
  onEdit,
  onDelete,
  onRestore,
  confirm,
  busy = false,
  children,
}: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
  confirm: { title: string; description: string; label: string };
  busy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('adminContent');
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      <Button variant="secondary" onClick={onEdit} aria-label={t('actions.editNamed', { name })}>
        {t('actions.edit')}
      </Button>
      {active ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => setAsking(true)}
          aria-label={t('actions.deleteNamed', { name })}
        >
          {t('actions.delete')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={onRestore}
          aria-label={t('actions.restoreNamed', { name })}
        >
          {t('actions.restore')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={confirm.title}
        description={confirm.description}
        confirmLabel={confirm.label}
        destructive
        onConfirm={onDelete}
      />
    </div>
  );
}

/** A row's last two cells: whether players see it, and its actions. */
export function StatusCells(props: Parameters<typeof RowActions>[0]) {
  return (
    <>
      <td className={CELL}>
        <StatusBadge active={props.active} />
      </td>
      <td className={CELL}>
        <RowActions {...props} />
      </td>
    </>
  );
}
