import {
  createTournamentBodySchema,
  TOURNAMENT_DIFFICULTIES,
  TOURNAMENT_RULES,
  type CreateTournamentBody,
  type Tournament,
  type TournamentDifficulty,
} from '@quizarena/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { TextArea } from '../../../../components/ui/text-area';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiRefusalText } from '../../../../lib/api-error-text';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { refusedFieldsOf } from '../../../../lib/refused-fields';
import { createTournament } from '../../api/create-tournament';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { WholeNumberField } from './field-parts';
import type { TournamentFormSources } from './form-sources';
import {
  fullFieldPrizes,
  initialForm,
  validateTournament,
  type Problem,
  type TournamentForm as Form,
} from './form-state';
import { FormatChoice } from './format-choice';
import { PrizeDistribution } from './prize-distribution';
import { RuleRows } from './rule-rows';
import { SponsorRows } from './sponsor-rows';

const rules = TOURNAMENT_RULES;

/** The body's fields, by the contract's names; a refusal naming one shows under it. */
const BODY_FIELDS = Object.keys(createTournamentBodySchema.shape) as (keyof CreateTournamentBody)[];
/** Fields only an admin sees; a refusal naming one elsewhere shows above the button instead. */
const ADMIN_FIELDS: readonly string[] = ['sponsor_prize', 'is_featured', 'is_verified'];

/** The three moments, in order, each a datetime-local input and the body's field it fills. */
const SCHEDULE = [
  { field: 'registrationStart', body: 'registration_start' },
  { field: 'registrationEnd', body: 'registration_end' },
  { field: 'tournamentStart', body: 'tournament_start' },
] as const;

/** A titled part of the form. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Every field of a new tournament, checked with the contract before it is sent; the server's
 * refusals show on the field they name. Admins also set the sponsor prize and the marks.
 */
export function TournamentForm({
  sources,
  isAdmin,
  onCreated,
}: {
  sources: TournamentFormSources;
  isAdmin: boolean;
  onCreated: (tournament: Tournament) => void;
}) {
  const { t } = useTranslation('tournamentForm');
  const [form, setForm] = useState(() => initialForm(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const categories = useQuery(sources.categories);
  const topics = useQuery({ ...sources.topics(form.categoryId), enabled: form.categoryId !== '' });

  const problemText = (problem: Problem) => {
    const limit = problem.limit ?? 0;
    return t(`errors.${problem.key}`, {
      count: limit,
      value: formatNumber(limit),
      percent: formatPercent(limit),
      whole: formatPercent(100),
    });
  };
  const errorOf = (path: string) => errors[path];

  const save = useMutation({
    mutationFn: createTournament,
    onSuccess: onCreated,
    onError: (error) => {
      const shown = BODY_FIELDS.filter((field) => isAdmin || !ADMIN_FIELDS.includes(field));
      const fields = refusedFieldsOf(error, shown) as Record<string, string>;
      setErrors(fields);
      if (Object.keys(fields).length > 0) setNotice(t('fixErrors'));
      else if (error instanceof ApiError && error.status === 403) setNotice(t('forbidden'));
      else setNotice(apiRefusalText(error, t('failed')));
      setAttempts((count) => count + 1);
    },
  });

  // After a refused submit, the first refused field takes focus, so the reader lands on it.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateTournament(form, isAdmin);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.problems).map(([path, problem]) => [path, problemText(problem)]),
        ),
      );
      setNotice(t('fixErrors'));
      setAttempts((count) => count + 1);
      return;
    }
    setErrors({});
    setNotice(null);
    save.mutate(checked.body);
  }

  const { pool, prizes } = fullFieldPrizes(form, isAdmin);

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      <Section title={t('sections.basics')}>
        <TextField
          label={t('fields.name')}
          required
          maxLength={rules.nameLength.max}
          value={form.name}
          error={errorOf('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextArea
          label={t('fields.description')}
          rows={4}
          maxLength={rules.descriptionMaxLength}
          value={form.description}
          error={errorOf('description')}
          onChange={(event) => set('description', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('fields.category')}
            required
            value={form.categoryId}
            error={errorOf('category_id')}
            onChange={(categoryId) =>
              setForm((current) => ({ ...current, categoryId, topicId: '' }))
            }
            options={(categories.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          >
            <option value="">
              {categories.isPending ? t('fields.categoriesLoading') : t('fields.chooseCategory')}
            </option>
          </SelectField>
          {form.categoryId ? (
            <SelectField
              label={t('fields.topic')}
              value={form.topicId}
              error={errorOf('topic_id')}
              onChange={(topicId) => set('topicId', topicId)}
              options={(topics.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            >
              <option value="">
                {topics.isPending ? t('fields.topicsLoading') : t('fields.wholeCategory')}
              </option>
            </SelectField>
          ) : null}
          <SelectField
            label={t('fields.difficulty')}
            value={form.difficulty}
            error={errorOf('difficulty')}
            onChange={(value) => set('difficulty', value as TournamentDifficulty)}
            options={TOURNAMENT_DIFFICULTIES.map((level) => ({
              value: level,
              label: t(`difficulty.${level}`),
            }))}
          />
        </div>
      </Section>

      <Section title={t('sections.play')}>
        <FormatChoice
          value={form.format}
          error={errorOf('format')}
          onChange={(format) => set('format', format)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <WholeNumberField
            range={rules.maxParticipants}
            label={t('fields.maxParticipants')}
            value={form.maxParticipants}
            error={errorOf('max_participants')}
            onChange={(event) => set('maxParticipants', event.target.value)}
          />
          <SelectField
            label={t('fields.questionCount')}
            value={form.questionCount}
            error={errorOf('question_count')}
            onChange={(value) => set('questionCount', Number(value))}
            options={rules.questionCounts.map((count) => ({
              value: count,
              label: t('fields.questionsOption', { count }),
            }))}
          />
          <SelectField
            label={t('fields.secondsPerQuestion')}
            value={form.secondsPerQuestion}
            error={errorOf('seconds_per_question')}
            onChange={(value) => set('secondsPerQuestion', Number(value))}
            options={rules.secondsPerQuestion.map((count) => ({
              value: count,
              label: t('fields.secondsOption', { count }),
            }))}
          />
        </div>
      </Section>

      <Section title={t('sections.schedule')}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('fields.scheduleHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {SCHEDULE.map(({ field, body }) => (
            <TextField
              key={field}
              type="datetime-local"
              label={t(`fields.${field}`)}
              required
              value={form[field]}
              error={errorOf(body)}
              onChange={(event) => set(field, event.target.value)}
            />
          ))}
        </div>
      </Section>

      <Section title={t('sections.prizes')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <WholeNumberField
            range={rules.entryFee}
            label={t('fields.entryFee')}
            hint={t('fields.entryFeeHint')}
            value={form.entryFee}
            error={errorOf('entry_fee')}
            onChange={(event) => set('entryFee', event.target.value)}
          />
          {isAdmin ? (
            <WholeNumberField
              range={rules.sponsorPrize}
              label={t('fields.sponsorPrize')}
              hint={t('fields.sponsorPrizeHint')}
              value={form.sponsorPrize}
              error={errorOf('sponsor_prize')}
              onChange={(event) => set('sponsorPrize', event.target.value)}
            />
          ) : null}
        </div>
        <PrizeDistribution
          rows={form.prizes}
          onChange={(rows) => set('prizes', rows)}
          errorOf={errorOf}
          problemText={problemText}
          pool={pool}
          prizes={prizes}
        />
      </Section>

      <Section title={t('sections.rules')}>
        <RuleRows rows={form.rules} onChange={(rows) => set('rules', rows)} errorOf={errorOf} />
      </Section>

      <Section title={t('sections.sponsors')}>
        <SponsorRows
          rows={form.sponsors}
          onChange={(rows) => set('sponsors', rows)}
          errorOf={errorOf}
        />
      </Section>

      {isAdmin ? (
        <Section title={t('sections.admin')}>
          <CheckboxField
            label={t('fields.featured')}
            hint={t('fields.featuredHint')}
            checked={form.featured}
            error={errorOf('is_featured')}
            onChange={(featured) => set('featured', featured)}
          />
          <CheckboxField
            label={t('fields.verified')}
            hint={t('fields.verifiedHint')}
            checked={form.verified}
            error={errorOf('is_verified')}
            onChange={(verified) => set('verified', verified)}
          />
        </Section>
      ) : null}

      {notice ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
        >
          {notice}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
          {save.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
