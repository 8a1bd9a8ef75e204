import {
  ACCOUNT_STATUSES,
  ADMIN_AGE_BANDS,
  ADMIN_USER_SORTS,
  ROLES,
  type AccountStatus,
  type AdminAgeBand,
  type Role,
} from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { UserFilters } from '../api/users';

export const NO_USER_FILTERS: UserFilters = {
  q: '',
  role: '',
  status: '',
  ageBand: '',
  sort: 'created_at',
  order: 'desc',
};

/** The search's longest text, the server's own limit. */
const Q_MAX = 100;

/** The account search as a form, applied together: name or email, role, status, age band, order. */
export function UserFiltersForm({
  value,
  onApply,
}: {
  value: UserFilters;
  onApply: (filters: UserFilters) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const [draft, setDraft] = useState(value);
  const set = <K extends keyof UserFilters>(key: K, next: UserFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  }

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('filters.legend')}>
      <fieldset className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-6 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">{t('filters.legend')}</legend>
        <TextField
          type="search"
          label={t('filters.q')}
          value={draft.q}
          maxLength={Q_MAX}
          onChange={(event) => set('q', event.target.value)}
          spellCheck={false}
          autoComplete="off"
          className="sm:col-span-2 lg:col-span-2"
        />
        <SelectField
          label={t('filters.role')}
          value={draft.role}
          onChange={(next) => set('role', next as Role | '')}
          options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        >
          <option value="">{t('filters.anyRole')}</option>
        </SelectField>
        <SelectField
          label={t('filters.status')}
          value={draft.status}
          onChange={(next) => set('status', next as AccountStatus | '')}
          options={ACCOUNT_STATUSES.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
        >
          <option value="">{t('filters.anyStatus')}</option>
        </SelectField>
        <SelectField
          label={t('filters.ageBand')}
          value={draft.ageBand}
          onChange={(next) => set('ageBand', next as AdminAgeBand | '')}
          options={ADMIN_AGE_BANDS.map((band) => ({ value: band, label: t(`ageBands.${band}`) }))}
        >
          <option value="">{t('filters.anyAge')}</option>
        </SelectField>
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1 lg:grid-cols-1">
          <SelectField
            label={t('filters.sort')}
            value={draft.sort}
            onChange={(next) => set('sort', next as UserFilters['sort'])}
            options={ADMIN_USER_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          />
          <SelectField
            label={t('filters.order')}
            value={draft.order}
            onChange={(next) => set('order', next as UserFilters['order'])}
            options={[
              { value: 'asc', label: t('filters.asc') },
              { value: 'desc', label: t('filters.desc') },
            ]}
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit">{t('filters.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NO_USER_FILTERS);
              onApply(NO_USER_FILTERS);
            }}
          >
            {t('filters.clear')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
