import {
  DIFFICULTY_LEVELS,
  MEETING_FREQUENCIES,
  STUDY_GROUP_RULES,
  STUDY_GROUP_TYPES,
  type CreateStudyGroupBody,
  type StudyGroup,
} from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { PicturePicker } from '../../../components/ui/picture-picker';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiRefusalText } from '../../../lib/api-error-text';
import { uploadGroupPicture } from '../api/study-groups';
import { refusedFields, type FieldErrors } from '../utils/field-errors';
import type { NamedItem } from '../sources';

type Form = {
  name: string;
  description: string;
  tags: string;
  category_id: string;
  difficulty_level: (typeof DIFFICULTY_LEVELS)[number];
  type: (typeof STUDY_GROUP_TYPES)[number];
  meeting_frequency: (typeof MEETING_FREQUENCIES)[number];
  max_members: string;
  avatar_url: string | null;
};

const blank: Form = {
  name: '',
  description: '',
  tags: '',
  category_id: '',
  difficulty_level: 'beginner',
  type: 'public',
  meeting_frequency: 'weekly',
  max_members: String(STUDY_GROUP_RULES.maxMembers.default),
  avatar_url: null,
};

const formOf = (group: StudyGroup): Form => ({
  name: group.name,
  description: group.description,
  tags: group.tags.join(', '),
  category_id: group.category_id ?? '',
  difficulty_level: group.difficulty_level,
  type: group.type,
  meeting_frequency: group.meeting_frequency,
  max_members: String(group.max_members),
  avatar_url: group.avatar_url,
});

/** The form as the server takes it; the server checks every rule and names the field it refuses. */
const bodyOf = (form: Form): Required<CreateStudyGroupBody> => ({
  name: form.name.trim(),
  description: form.description.trim(),
  tags: form.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  category_id: form.category_id || null,
  difficulty_level: form.difficulty_level,
  type: form.type,
  meeting_frequency: form.meeting_frequency,
  max_members: Number(form.max_members),
  avatar_url: form.avatar_url,
});

/** The fields, the picture, and Cancel and submit; used to create a group and to edit one. */
function GroupForm({
  initial,
  categories,
  submitLabel,
  pendingLabel,
  onSubmit,
}: {
  initial: Form;
  categories: NamedItem[];
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (body: Required<CreateStudyGroupBody>) => Promise<unknown>;
}) {
  const { t } = useTranslation(['studyGroups', 'content']);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const save = useMutation({
    mutationFn: onSubmit,
    onError: (error) => {
      const fields = refusedFields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        toast.error(apiRefusalText(error, t('toasts.saveFailed')));
    },
  });
  const picture = useMutation({
    mutationFn: uploadGroupPicture,
    onSuccess: (url) => set('avatar_url', url),
    onError: () => toast.error(t('toasts.pictureFailed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    save.mutate(bodyOf(form));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('form.name')}
        required
        value={form.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextArea
        label={t('form.description')}
        rows={3}
        value={form.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <TextField
        label={t('form.tags')}
        hint={t('form.tagsHint')}
        value={form.tags}
        error={errors.tags}
        onChange={(event) => set('tags', event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.category')}
          value={form.category_id}
          error={errors.category_id}
          onChange={(value) => set('category_id', value)}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        >
          <option value="">{t('form.noCategory')}</option>
        </SelectField>
        <SelectField
          label={t('form.difficulty')}
          value={form.difficulty_level}
          error={errors.difficulty_level}
          onChange={(value) => set('difficulty_level', value as Form['difficulty_level'])}
          options={DIFFICULTY_LEVELS.map((level) => ({
            value: level,
            label: t(`content:difficulty.${level}`),
          }))}
        />
        <SelectField
          label={t('form.type')}
          value={form.type}
          error={errors.type}
          onChange={(value) => set('type', value as Form['type'])}
          options={STUDY_GROUP_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <SelectField
          label={t('form.frequency')}
          value={form.meeting_frequency}
          error={errors.meeting_frequency}
          onChange={(value) => set('meeting_frequency', value as Form['meeting_frequency'])}
          options={MEETING_FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: t(`frequencies.${frequency}`),
          }))}
        />
      </div>
      <TextField
        type="number"
        label={t('form.maxMembers')}
        min={STUDY_GROUP_RULES.maxMembers.min}
        max={STUDY_GROUP_RULES.maxMembers.max}
        value={form.max_members}
        error={errors.max_members}
        onChange={(event) => set('max_members', event.target.value)}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('form.picture')}
        </legend>
        <div className="flex items-center gap-3">
          <UserAvatar name={form.name} avatarUrl={form.avatar_url} size="lg" />
          <PicturePicker
            label={t('form.upload')}
            pendingLabel={t('form.uploading')}
            pendingStatus={t('form.uploadingStatus')}
            hint={t('form.pictureHint')}
            pending={picture.isPending}
            onFile={(file) => picture.mutate(file)}
            onTooLarge={() => toast.error(t('toasts.pictureTooLarge'))}
          />
          {form.avatar_url ? (
            <Button variant="ghost" onClick={() => set('avatar_url', null)}>
              {t('form.removePicture')}
            </Button>
          ) : null}
        </div>
        {errors.avatar_url ? (
          <p className="text-sm text-red-700 dark:text-red-400">{errors.avatar_url}</p>
        ) : null}
      </fieldset>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">{t('form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending || picture.isPending}>
          {save.isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Create Group, or (with `group`) the owner's Edit: the same form. `onSave` sends the body and
 * answers the group as stored; the dialog closes once it is saved.
 */
export function GroupFormDialog({
  open,
  onOpenChange,
  categories,
  group = null,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: NamedItem[];
  group?: StudyGroup | null;
  onSave: (body: Required<CreateStudyGroupBody>) => Promise<unknown>;
}) {
  const { t } = useTranslation('studyGroups');
  const editing = group !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={editing ? t('form.editTitle') : t('form.createTitle')}
          description={editing ? t('form.editDescription') : t('form.createDescription')}
        >
          <GroupForm
            initial={group ? formOf(group) : blank}
            categories={categories}
            submitLabel={editing ? t('form.save') : t('form.create')}
            pendingLabel={editing ? t('form.saving') : t('form.creating')}
            onSubmit={async (body) => {
              await onSave(body);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
