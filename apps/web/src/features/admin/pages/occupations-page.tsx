import { OCCUPATION_FILTERS, type OccupationProfile } from '@quizarena/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDate } from '../../../lib/format';
import type { OccupationQuery } from '../api/careers';
import { useOccupations } from '../api/queries';
import { AdminTable, CELL } from '../components/admin-table';
import { CareersNav } from '../components/careers-nav';
import { ExternalLink } from '../components/external-link';
import { ListBody, Pager } from '../components/list-body';
import { OccupationFormDialog } from '../components/occupation-form-dialog';
import { SectionHeader } from '../components/section-header';

type Filter = OccupationQuery['filter'];

/** The search, filter and page the address holds; anything unreadable is the default. */
function queryFrom(params: URLSearchParams): OccupationQuery {
  const page = Number(params.get('page'));
  const filter = params.get('filter') as Filter | null;
  return {
    q: (params.get('q') ?? '').trim(),
    filter: filter && OCCUPATION_FILTERS.includes(filter) ? filter : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function paramsFrom(query: OccupationQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.filter !== 'all') params.set('filter', query.filter);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * /admin/careers/occupations: O*NET's occupations with their curation, found by title or code,
 * each curated in a dialog (hidden from matching, a description of our own, a note).
 */
export function OccupationsPage() {
  const { t } = useTranslation('adminContent');
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const read = useOccupations(query);
  const [draft, setDraft] = useState({ q: query.q, filter: query.filter });
  const [curating, setCurating] = useState<OccupationProfile | null>(null);
  const go = (next: OccupationQuery) => setParams(paramsFrom(next));

  function search(event: FormEvent) {
    event.preventDefault();
    go({ q: draft.q.trim(), filter: draft.filter, page: 1 });
  }

  return (
    <section aria-labelledby="occupations-title" className="space-y-4">
      <SectionHeader
        id="occupations-title"
        title={t('occupations.title')}
        subtitle={t('occupations.subtitle')}
      />
      <CareersNav />
      <form
        role="search"
        aria-label={t('occupations.searchLabel')}
        onSubmit={search}
        className="flex flex-wrap items-end gap-2"
      >
        <TextField
          className="min-w-64 flex-1"
          type="search"
          label={t('occupations.search')}
          value={draft.q}
          onChange={(event) => setDraft((current) => ({ ...current, q: event.target.value }))}
          maxLength={100}
        />
        <SelectField
          label={t('occupations.filter')}
          value={draft.filter}
          onChange={(value) => setDraft((current) => ({ ...current, filter: value as Filter }))}
          options={OCCUPATION_FILTERS.map((filter) => ({
            value: filter,
            label: t(`occupations.filters.${filter}`),
          }))}
        />
        <Button type="submit">{t('occupations.searchButton')}</Button>
      </form>
      <ListBody
        read={read}
        loading={t('occupations.loading')}
        failed={t('occupations.loadFailed')}
        empty={(data) => (data.occupations.length === 0 ? t('occupations.empty') : null)}
      >
        {({ pagination, occupations }) => (
          <>
            <AdminTable
              caption={t('occupations.caption')}
              columns={[
                { key: 'title', label: t('columns.occupation') },
                { key: 'code', label: t('columns.code') },
                { key: 'status', label: t('columns.status') },
                { key: 'curation', label: t('columns.curation') },
                { key: 'actions', label: t('columns.actions') },
              ]}
            >
              {occupations.map((occupation) => (
                <tr key={occupation.code}>
                  <td className={CELL}>
                    <ExternalLink href={occupation.onet_url}>{occupation.title}</ExternalLink>
                    {occupation.field ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-300">
                        {occupation.field}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${CELL} font-mono text-xs`}>{occupation.code}</td>
                  <td className={CELL}>
                    <Badge tone={occupation.hidden ? 'slate' : 'green'}>
                      {occupation.hidden ? t('occupations.hidden') : t('occupations.shown')}
                    </Badge>
                  </td>
                  <td className={CELL}>
                    {occupation.updated_at ? (
                      <>
                        <span className="block">
                          {[
                            occupation.description ? t('occupations.hasDescription') : null,
                            occupation.note ? t('occupations.hasNote') : null,
                          ]
                            .filter(Boolean)
                            .join(', ') || t('none')}
                        </span>
                        <span className="block text-xs text-slate-600 dark:text-slate-300">
                          {t('occupations.curatedBy', {
                            date: formatDate(occupation.updated_at),
                            name: occupation.updated_by?.name ?? t('careers.someone'),
                          })}
                        </span>
                      </>
                    ) : (
                      t('occupations.notCurated')
                    )}
                  </td>
                  <td className={CELL}>
                    <Button
                      variant="secondary"
                      onClick={() => setCurating(occupation)}
                      aria-label={t('occupations.curateNamed', { title: occupation.title })}
                    >
                      {t('occupations.curate')}
                    </Button>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pager
              label={t('occupations.pages')}
              pagination={pagination}
              onPage={(page) => go({ ...query, page })}
            />
          </>
        )}
      </ListBody>
      {curating ? (
        <OccupationFormDialog occupation={curating} onClose={() => setCurating(null)} />
      ) : null}
    </section>
  );
}
