import { TOURNAMENT_RULES } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../../components/ui/text-area';
import { TextField } from '../../../../components/ui/text-field';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { rowKey, type RuleRow } from './form-state';
import { RepeatedRows } from './repeated-rows';

const rules = TOURNAMENT_RULES;

/** The tournament's own rules, each a title, a description and whether it is important. */
export function RuleRows({
  rows,
  onChange,
  errorOf,
}: {
  rows: RuleRow[];
  onChange: (rows: RuleRow[]) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('tournamentForm');
  return (
    <RepeatedRows
      name="rules"
      legend={t('rules.legend')}
      hint={t('rules.hint')}
      rows={rows}
      max={rules.maxRules}
      addLabel={t('rules.add')}
      removeLabel={(index) => t('rules.remove', { number: index + 1 })}
      rowLabel={(index) => t('rules.rule', { number: index + 1 })}
      errorOf={errorOf}
      newRow={() => ({ key: rowKey(), title: '', description: '', important: false })}
      onChange={onChange}
    >
      {(row, { edit, errorAt }) => (
        <>
          <TextField
            label={t('rules.title')}
            required
            maxLength={rules.ruleTitleMaxLength}
            value={row.title}
            error={errorAt('title')}
            onChange={(event) => edit({ title: event.target.value })}
          />
          <TextArea
            label={t('rules.description')}
            rows={2}
            maxLength={rules.ruleDescriptionMaxLength}
            value={row.description}
            error={errorAt('description')}
            onChange={(event) => edit({ description: event.target.value })}
          />
          <CheckboxField
            label={t('rules.important')}
            hint={t('rules.importantHint')}
            checked={row.important}
            onChange={(important) => edit({ important })}
          />
        </>
      )}
    </RepeatedRows>
  );
}
