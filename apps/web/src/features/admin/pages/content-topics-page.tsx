import type { AdminTopic } from '@quizarena/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { deleteTopic, updateTopic } from '../api/content';
import { useAdminCategories, useAdminTopics } from '../api/queries';
import { AdminTable, CELL, LINK, StatusCells, type Editing } from '../components/admin-table';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ListBody } from '../components/list-body';
import { SectionHeader } from '../components/section-header';
import { TopicFormDialog } from '../components/topic-form-dialog';
import { useSoftDelete } from '../components/use-row-write';

/** /admin/content/categories/:categoryId: a category's topics, hidden ones too. */
export function ContentTopicsPage() {
  const { t } = useTranslation('adminContent');
  const { t: tc } = useTranslation('content');
  const { categoryId = '' } = useParams();
  const read = useAdminTopics(categoryId);
  // Where an edited topic may move to.
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<Editing<AdminTopic>>(null);
  const softDelete = useSoftDelete(
    { remove: deleteTopic, restore: (id) => updateTopic(id, { is_active: true }) },
    {
      deleted: (topic) => t('topics.deleted', { name: topic.name }),
      restored: (topic) => t('topics.restored', { name: topic.name }),
    },
  );
  const category = read.data?.category;

  return (
    <section aria-labelledby="content-topics-title" className="space-y-4">
      <Breadcrumbs
        trail={[
          { label: t('categories.title'), to: '/admin/content' },
          { label: category?.name ?? t('topics.title') },
        ]}
      />
      <SectionHeader
        id="content-topics-title"
        title={category ? t('topics.titleOf', { category: category.name }) : t('topics.title')}
        subtitle={t('topics.subtitle')}
      >
        <Button onClick={() => setEditing({})} disabled={!category}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('topics.new')}
        </Button>
      </SectionHeader>
      <ListBody
        read={read}
        loading={t('topics.loading')}
        failed={t('topics.loadFailed')}
        empty={(data) => (data.topics.length === 0 ? t('topics.empty') : null)}
      >
        {(data) => (
          <AdminTable
            caption={t('topics.caption', { category: data.category.name })}
            columns={[
              { key: 'name', label: t('columns.name') },
              { key: 'questions', label: t('columns.questions') },
              { key: 'language', label: t('columns.language') },
              { key: 'difficulty', label: t('columns.difficulty') },
              { key: 'status', label: t('columns.status') },
              { key: 'actions', label: t('columns.actions') },
            ]}
          >
            {data.topics.map((topic) => (
              <tr key={topic.id}>
                <td className={CELL}>
                  <Link
                    to={`/admin/content/topics/${topic.id}`}
                    className={LINK}
                    lang={topic.language}
                  >
                    {topic.name}
                  </Link>
                </td>
                <td className={CELL}>{formatNumber(topic.question_count)}</td>
                <td className={`${CELL} font-mono text-xs`}>{topic.language}</td>
                <td className={CELL}>{tc(`difficulty.${topic.difficulty_level}`)}</td>
                <StatusCells
                  name={topic.name}
                  active={topic.is_active}
                  busy={softDelete.busy}
                  onEdit={() => setEditing({ row: topic })}
                  onDelete={() => softDelete.remove(topic.id)}
                  onRestore={() => softDelete.restore(topic.id)}
                  confirm={{
                    title: t('topics.deleteTitle', { name: topic.name }),
                    description: t('topics.deleteDescription'),
                    label: t('topics.deleteConfirm'),
                  }}
                />
              </tr>
            ))}
          </AdminTable>
        )}
      </ListBody>
      {editing ? (
        <TopicFormDialog
          key={editing.row?.id ?? 'new'}
          categoryId={categoryId}
          categories={categories.data ?? (category ? [category] : [])}
          topic={editing.row}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}
