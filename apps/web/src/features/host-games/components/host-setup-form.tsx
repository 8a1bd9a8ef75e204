import { hostGameBodySchema, ROOM_OPTIONS, type HostedGame } from '@quizarena/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiRefusalText } from '../../../lib/api-error-text';
import { hostGame } from '../api/host-games';
import type { HostSources } from '../sources';

const FIELD =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

function Select({
  label,
  value,
  onChange,
  disabled,
  error,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={FIELD}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The contract's own defaults, never restated here.
const defaults = hostGameBodySchema
  .pick({ total_questions: true, time_per_question: true })
  .parse({});

/** The host's choices: content from the catalogue, how many questions, how long each. */
export function HostSetupForm({
  sources,
  onCreated,
}: {
  sources: HostSources;
  onCreated: (game: HostedGame) => void;
}) {
  const { t } = useTranslation('hostGames');
  const [category, setCategory] = useState('');
  const [topic, setTopic] = useState('');
  const [questions, setQuestions] = useState<number>(defaults.total_questions);
  const [seconds, setSeconds] = useState<number>(defaults.time_per_question);
  const [contentError, setContentError] = useState(false);
  const categories = useQuery(sources.categories);
  const topics = useQuery({ ...sources.topics(category), enabled: category !== '' });
  const create = useMutation({ mutationFn: hostGame, onSuccess: onCreated });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = hostGameBodySchema.safeParse({
      category,
      topic,
      total_questions: questions,
      time_per_question: seconds,
    });
    if (!parsed.success) {
      setContentError(true);
      return;
    }
    setContentError(false);
    create.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-xl space-y-4">
      <h1 className="text-3xl font-bold">{t('setup.heading')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('setup.intro')}</p>
      <Select
        label={t('setup.category')}
        value={category}
        onChange={(value) => {
          setCategory(value);
          setTopic('');
        }}
        error={contentError && !category ? t('setup.chooseContent') : undefined}
      >
        <option value="">{t('setup.chooseCategory')}</option>
        {(categories.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
      <Select
        label={t('setup.topic')}
        value={topic}
        onChange={setTopic}
        disabled={!category}
        error={contentError && category && !topic ? t('setup.chooseContent') : undefined}
      >
        <option value="">{t('setup.chooseTopic')}</option>
        {(topics.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('setup.questions')}
          value={questions}
          onChange={(value) => setQuestions(Number(value))}
        >
          {ROOM_OPTIONS.questionCount.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </Select>
        <Select
          label={t('setup.seconds')}
          value={seconds}
          onChange={(value) => setSeconds(Number(value))}
        >
          {ROOM_OPTIONS.secondsPerQuestion.map((count) => (
            <option key={count} value={count}>
              {t('setup.secondsOption', { count })}
            </option>
          ))}
        </Select>
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {apiRefusalText(create.error, t('setup.failed'))}
        </p>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={create.isPending}>
        {create.isPending ? t('setup.creating') : t('setup.create')}
      </Button>
    </form>
  );
}
