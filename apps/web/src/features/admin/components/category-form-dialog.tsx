import {
  categoryCreateBodySchema,
  categoryUpdateBodySchema,
  type AdminCategory,
} from '@quizarena/contracts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { createCategory, updateCategory } from '../api/content';
import { adminKeys } from '../api/queries';
import { FormDialog } from './form-dialog';
import { OrderAndStatus, useFormFields } from './form-fields';
import { prepare, useFormSubmit, type Prepared } from './use-form-submit';

type Fields = {
  name: string;
  description: string;
  color: string;
  icon: string;
  sort_order: string;
  is_active: boolean;
};

const fieldsOf = (category?: AdminCategory): Fields => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  color: category?.color ?? '#4f46e5',
  icon: category?.icon ?? '',
  sort_order: category ? String(category.sort_order) : '',
  is_active: category?.is_active ?? true,
});

/** The form's fields as a request body: an empty optional field is left out (or cleared). */
function bodyOf(fields: Fields, editing: boolean) {
  const description = fields.description.trim();
  return {
    name: fields.name,
    description: description === '' ? (editing ? null : undefined) : description,
    color: fields.color.trim(),
    icon: fields.icon.trim(),
    sort_order: fields.sort_order.trim() === '' ? undefined : Number(fields.sort_order),
    is_active: fields.is_active,
  };
}

/**
 * Creates a category, or edits `category`: checked with the contract's schema before it is sent,
 * each error beside its field; the server's refusals (a taken name) land there too.
 */
export function CategoryFormDialog({
  category,
  open,
  onOpenChange,
}: {
  category?: AdminCategory | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminContent');
  const editing = category !== undefined;
  const { fields, set, bindAll } = useFormFields(() => fieldsOf(category));
  const { errors, failure, pending, submit } = useFormSubmit(
    adminKeys.content,
    (saved: AdminCategory) => {
      toast.success(t(editing ? 'categories.saved' : 'categories.created', { name: saved.name }));
      onOpenChange(false);
    },
  );
  function prepared(): Prepared<AdminCategory> {
    const body = bodyOf(fields, editing);
    return category
      ? prepare(
          categoryUpdateBodySchema,
          body,
          (checked) => updateCategory(category.id, checked),
          t,
        )
      : prepare(categoryCreateBodySchema, body, createCategory, t);
  }

  const bound = bindAll(errors);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('categories.editTitle', { name: category.name }) : t('categories.new')}
      description={t('categories.formHint')}
      submitLabel={editing ? t('form.save') : t('categories.create')}
      pending={pending}
      error={failure}
      onSubmit={() => submit(prepared())}
    >
      <TextField label={t('fields.name')} {...bound.name} maxLength={80} required />
      <TextArea label={t('fields.description')} {...bound.description} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.color')}
          hint={t('fields.colorHint')}
          {...bound.color}
          spellCheck={false}
          trailing={
            <span
              aria-hidden="true"
              className="h-5 w-5 rounded border border-slate-300"
              style={{ backgroundColor: fields.color }}
            />
          }
        />
        <TextField
          label={t('fields.icon')}
          hint={t('fields.iconHint')}
          {...bound.icon}
          spellCheck={false}
        />
      </div>
      <OrderAndStatus
        sortOrder={bound.sort_order}
        active={fields.is_active}
        onActiveChange={set('is_active')}
      />
    </FormDialog>
  );
}
