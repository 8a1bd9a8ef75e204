import {
  categoryTopicCreateBodySchema,
  topicUpdateBodySchema,
  type AdminCategory,
  type AdminTopic,
} from '@quizarena/contracts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { createTopic, updateTopic } from '../api/content';
import { adminKeys } from '../api/queries';
import { FormDialog } from './form-dialog';
import { OrderAndStatus, useFormFields } from './form-fields';
import { prepare, useFormSubmit, type Prepared } from './use-form-submit';

type Fields = {
  category_id: string;
  name: string;
  description: string;
  icon: string;
  icon_url: string;
  language: string;
  sort_order: string;
  is_active: boolean;
};

const fieldsOf = (categoryId: string, topic?: AdminTopic): Fields => ({
  category_id: topic?.category_id ?? categoryId,
  name: topic?.name ?? '',
  description: topic?.description ?? '',
  icon: topic?.icon ?? '',
  icon_url: topic?.icon_url ?? '',
  language: topic?.language ?? 'en',
  sort_order: topic ? String(topic.sort_order) : '',
  is_active: topic?.is_active ?? true,
});

/** An empty optional text: left out of a new topic, cleared (null) on an edited one. */
const optional = (value: string, editing: boolean) =>
  value.trim() === '' ? (editing ? null : undefined) : value.trim();

function bodyOf(fields: Fields, editing: boolean) {
  return {
    name: fields.name,
    description: optional(fields.description, editing),
    icon: fields.icon.trim(),
    icon_url: optional(fields.icon_url, editing),
    language: fields.language.trim(),
    sort_order: fields.sort_order.trim() === '' ? undefined : Number(fields.sort_order),
    is_active: fields.is_active,
  };
}

/**
 * Creates a topic in the category, or edits `topic` (moving it to another category too), checked
 * with the contract's schema before it is sent.
 */
export function TopicFormDialog({
  categoryId,
  categories,
  topic,
  open,
  onOpenChange,
}: {
  categoryId: string;
  /** Where an edited topic may move to. */
  categories: AdminCategory[];
  topic?: AdminTopic | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminContent');
  const editing = topic !== undefined;
  const { fields, set, bindAll } = useFormFields(() => fieldsOf(categoryId, topic));
  const { errors, failure, pending, submit } = useFormSubmit(
    adminKeys.content,
    (saved: AdminTopic) => {
      toast.success(t(editing ? 'topics.saved' : 'topics.created', { name: saved.name }));
      onOpenChange(false);
    },
  );
  function prepared(): Prepared<AdminTopic> {
    const body = bodyOf(fields, editing);
    return topic
      ? prepare(
          topicUpdateBodySchema,
          { ...body, category_id: fields.category_id },
          (checked) => updateTopic(topic.id, checked),
          t,
        )
      : prepare(
          categoryTopicCreateBodySchema,
          body,
          (checked) => createTopic({ ...checked, category_id: categoryId }),
          t,
        );
  }

  const bound = bindAll(errors);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('topics.editTitle', { name: topic.name }) : t('topics.new')}
      description={t('topics.formHint')}
      submitLabel={editing ? t('form.save') : t('topics.create')}
      pending={pending}
      error={failure}
      onSubmit={() => submit(prepared())}
    >
      {editing ? (
        <SelectField
          label={t('fields.category')}
          value={fields.category_id}
          onChange={set('category_id')}
          error={errors.category_id}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
      ) : null}
      <TextField label={t('fields.name')} {...bound.name} maxLength={80} required />
      <TextArea label={t('fields.description')} {...bound.description} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.icon')}
          hint={t('fields.iconHint')}
          {...bound.icon}
          spellCheck={false}
        />
        <TextField
          label={t('fields.language')}
          hint={t('fields.languageHint')}
          {...bound.language}
          spellCheck={false}
        />
      </div>
      <TextField
        label={t('fields.iconUrl')}
        hint={t('fields.iconUrlHint')}
        type="url"
        {...bound.icon_url}
        spellCheck={false}
      />
      <OrderAndStatus
        sortOrder={bound.sort_order}
        active={fields.is_active}
        onActiveChange={set('is_active')}
      />
    </FormDialog>
  );
}
