import { AUDIT_EVENTS, auditLogQuerySchema, type AuditEvent } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { AuditFilters } from '../api/audit-log';

/** The two id filters, shown alike. */
const ID_FIELDS = ['userId', 'actorId'] as const;

export const NO_FILTERS: AuditFilters = { event: '', userId: '', actorId: '', from: '', to: '' };

// The server's own rule for an id, so both sides agree on what is one.
const isUserId = (value: string) => auditLogQuerySchema.shape.user_id.safeParse(value).success;

/**
 * The filters as a form: applied together (an id typed halfway is never sent), and checked here
 * first so a mistyped id is said beside its field rather than as a failed page.
 */
export function AuditFiltersForm({
  value,
  onApply,
}: {
  value: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(value);
  const [checked, setChecked] = useState(false);
  const set = (key: keyof AuditFilters) => (next: string) =>
    setDraft((current) => ({ ...current, [key]: next }));
  const idError = (id: string) =>
    checked && id !== '' && !isUserId(id) ? t('audit.filters.badId') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const trimmed = { ...draft, userId: draft.userId.trim(), actorId: draft.actorId.trim() };
    if ([trimmed.userId, trimmed.actorId].some((id) => id !== '' && !isUserId(id))) return;
    onApply(trimmed);
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">{t('audit.filters.legend')}</legend>
        <SelectField
          label={t('audit.filters.event')}
          value={draft.event}
          onChange={(next) => set('event')(next as AuditEvent | '')}
          options={AUDIT_EVENTS.map((name) => ({ value: name, label: name }))}
        >
          <option value="">{t('audit.filters.anyEvent')}</option>
        </SelectField>
        {ID_FIELDS.map((key) => (
          <TextField
            key={key}
            label={t(key === 'userId' ? 'audit.filters.subject' : 'audit.filters.actor')}
            value={draft[key]}
            onChange={(event) => set(key)(event.target.value)}
            error={idError(draft[key].trim())}
            spellCheck={false}
            autoComplete="off"
          />
        ))}
        <TextField
          type="date"
          label={t('audit.filters.from')}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => set('from')(event.target.value)}
        />
        <TextField
          type="date"
          label={t('audit.filters.to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => set('to')(event.target.value)}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit">{t('audit.filters.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              setChecked(false);
              onApply(NO_FILTERS);
            }}
          >
            {t('audit.filters.clear')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
