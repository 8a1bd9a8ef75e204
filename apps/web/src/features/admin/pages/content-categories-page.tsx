import type { AdminCategory } from '@quizarena/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { deleteCategory, updateCategory } from '../api/content';
import { useAdminCategories } from '../api/queries';
import { AdminTable, CELL, LINK, StatusCells, type Editing } from '../components/admin-table';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { ListBody } from '../components/list-body';
import { SectionHeader } from '../components/section-header';
import { useSoftDelete } from '../components/use-row-write';

/** /admin/content: every category, hidden ones too, with create, edit, delete and show again. */
export function ContentCategoriesPage() {
  const { t } = useTranslation('adminContent');
  const { t: tc } = useTranslation('content');
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<Editing<AdminCategory>>(null);
  const softDelete = useSoftDelete(
    { remove: deleteCategory, restore: (id) => updateCategory(id, { is_active: true }) },
    {
      deleted: (category) => t('categories.deleted', { name: category.name }),
      restored: (category) => t('categories.restored', { name: category.name }),
    },
  );

  return (
    <section aria-labelledby="content-categories-title" className="space-y-4">
      <SectionHeader
        id="content-categories-title"
        title={t('categories.title')}
        subtitle={t('categories.subtitle')}
      >
        <Button onClick={() => setEditing({})}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('categories.new')}
        </Button>
      </SectionHeader>
      <ListBody
        read={categories}
        loading={t('categories.loading')}
        failed={t('categories.loadFailed')}
        empty={(rows) => (rows.length === 0 ? t('categories.empty') : null)}
      >
        {(rows) => (
          <AdminTable
            caption={t('categories.caption')}
            columns={[
              { key: 'name', label: t('columns.name') },
              { key: 'topics', label: t('columns.topics') },
              { key: 'questions', label: t('columns.questions') },
              { key: 'difficulty', label: t('columns.difficulty') },
              { key: 'status', label: t('columns.status') },
              { key: 'actions', label: t('columns.actions') },
            ]}
          >
            {rows.map((category) => (
              <tr key={category.id}>
                <td className={CELL}>
                  <Link to={`/admin/content/categories/${category.id}`} className={LINK}>
                    {category.name}
                  </Link>
                </td>
                <td className={CELL}>{formatNumber(category.topic_count)}</td>
                <td className={CELL}>{formatNumber(category.question_count)}</td>
                <td className={CELL}>{tc(`difficulty.${category.difficulty_level}`)}</td>
                <StatusCells
                  name={category.name}
                  active={category.is_active}
                  busy={softDelete.busy}
                  onEdit={() => setEditing({ row: category })}
                  onDelete={() => softDelete.remove(category.id)}
                  onRestore={() => softDelete.restore(category.id)}
                  confirm={{
                    title: t('categories.deleteTitle', { name: category.name }),
                    description: t('categories.deleteDescription'),
                    label: t('categories.deleteConfirm'),
                  }}
                />
              </tr>
            ))}
          </AdminTable>
        )}
      </ListBody>
      {editing ? (
        <CategoryFormDialog
          key={editing.row?.id ?? 'new'}
          category={editing.row}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}
