import { questionSetCreateBodySchema, type QuestionSet } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { SetSources } from '../sources';

/** A set's details as typed. */
export type SetDetails = {
  name: string;
  description: string;
  category_id: string;
  language: string;
};
export type SetErrors = Partial<Record<keyof SetDetails, string>>;

export const detailsOf = (set?: QuestionSet): SetDetails => ({
  name: set?.name ?? '',
  description: set?.description ?? '',
  category_id: set?.category_id ?? '',
  language: set?.language ?? '',
});

/**
 * The details checked by the contract before they are sent: the body, or the fields at fault
 * (`t` words them; the server's refusal is worded by the server).
 */
export function checkDetails(
  details: SetDetails,
  t: (key: 'details.errors.name' | 'details.errors.category' | 'details.errors.language') => string,
) {
  const description = details.description.trim();
  const body = {
    name: details.name.trim(),
    description: description === '' ? null : description,
    category_id: details.category_id,
    ...(details.language.trim() === '' ? {} : { language: details.language.trim() }),
  };
  const checked = questionSetCreateBodySchema.safeParse(body);
  if (checked.success) return { body: checked.data, errors: null };
  const errors: SetErrors = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0]);
    if (field === 'name') errors.name ??= t('details.errors.name');
    if (field === 'category_id') errors.category_id ??= t('details.errors.category');
    if (field === 'language') errors.language ??= t('details.errors.language');
  }
  return { body: null, errors };
}

/** What a refusal says of the details' fields (`body.category_id` is the category). */
export function refusedDetails(error: unknown): SetErrors {
  const errors: SetErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const detail of error.details ?? []) {
    const field = detail.field.replace(/^body\./, '') as keyof SetDetails;
    if (['name', 'description', 'category_id', 'language'].includes(field))
      errors[field] ??= detail.message;
  }
  return errors;
}

/** A set's name, description, category (one of the catalogue's) and language. */
export function SetFields({
  details,
  errors,
  onChange,
  sources,
}: {
  details: SetDetails;
  errors: SetErrors;
  onChange: (details: SetDetails) => void;
  sources: SetSources;
}) {
  const { t } = useTranslation('questionSets');
  const categories = useQuery(sources.categories);
  const set = (part: Partial<SetDetails>) => onChange({ ...details, ...part });
  return (
    <>
      <TextField
        label={t('details.name')}
        value={details.name}
        maxLength={80}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name}
      />
      <TextArea
        label={t('details.description')}
        value={details.description}
        rows={2}
        maxLength={500}
        onChange={(event) => set({ description: event.target.value })}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('details.category')}
          value={details.category_id}
          onChange={(category_id) => set({ category_id })}
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.name,
          }))}
          error={errors.category_id}
        >
          <option value="">{t('details.chooseCategory')}</option>
        </SelectField>
        <TextField
          label={t('details.language')}
          hint={t('details.languageHint')}
          value={details.language}
          spellCheck={false}
          onChange={(event) => set({ language: event.target.value })}
          error={errors.language}
        />
      </div>
    </>
  );
}
