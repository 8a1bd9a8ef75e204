import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { formatLanguageName } from '../../../lib/format';
import { useContentLanguages } from '../api/get-content-languages';

/**
 * The chooser's language filter: all languages, or one of those the bank's topics are written
 * in, each named in the shown language. Shown only when there is a choice to make (more than one
 * language, or one already chosen, which must stay visible to be undone). A failed read of the
 * languages only leaves the filter out: the lists work without it.
 */
export function LanguageFilter({
  value,
  onChange,
}: {
  /** A language tag, or '' for all. */
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useTranslation('content');
  const languages = useContentLanguages().data ?? [];
  if (languages.length < 2 && !value) return null;
  const choices = !value || languages.includes(value) ? languages : [...languages, value];
  return (
    <SelectField
      id="language-filter"
      label={t('categories.languageLabel')}
      value={value}
      onChange={onChange}
      className="sm:w-56"
      options={choices.map((tag) => ({ value: tag, label: formatLanguageName(tag) }))}
    >
      <option value="">{t('categories.allLanguages')}</option>
    </SelectField>
  );
}
