import {
  createRoomBodySchema,
  DIFFICULTY_LEVELS,
  ROOM_MAX_ENTRY_FEE,
  ROOM_MODES,
  ROOM_OPTIONS,
  ROOM_PASSWORD,
  type CreateRoomBody,
} from '@quizarena/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { gamesKeys } from '../api/keys';
import { createRoom, refusalReason } from '../api/rooms';
import type { DataSource, NamedItem } from '../sources';
import { CARD_CLASSES, FIELD_CLASSES } from './field-classes';

type Shape = typeof createRoomBodySchema.shape;
/** A field's default, as the contract sets it (never restated here). */
const defaultOf = <K extends keyof Shape>(key: K) =>
  (createRoomBodySchema.shape[key] as { parse: (value: unknown) => unknown }).parse(
    undefined,
  ) as CreateRoomBody[K];

type Fields = Omit<CreateRoomBody, 'password' | 'entry_fee'> & {
  password: string;
  entry_fee: string;
};

export function initialRoomFields(): Fields {
  return {
    name: '',
    category: '',
    topic: '',
    difficulty: defaultOf('difficulty'),
    game_mode: defaultOf('game_mode'),
    max_players: defaultOf('max_players'),
    time_per_question: defaultOf('time_per_question'),
    total_questions: defaultOf('total_questions'),
    is_private: defaultOf('is_private'),
    password: '',
    spectators_allowed: defaultOf('spectators_allowed'),
    entry_fee: String(defaultOf('entry_fee')),
    power_ups_enabled: defaultOf('power_ups_enabled'),
    chat_enabled: defaultOf('chat_enabled'),
    honour_accommodations: defaultOf('honour_accommodations'),
  };
}

type ErrorKey = 'name' | 'content' | 'password' | 'entry_fee';

/** The form's fields as the contract reads them, or each failing field's message key. */
export function validateRoom(
  fields: Fields,
): { ok: true; body: CreateRoomBody } | { ok: false; errors: Partial<Record<ErrorKey, string>> } {
  const fee = fields.entry_fee.trim() === '' ? Number.NaN : Number(fields.entry_fee);
  const parsed = createRoomBodySchema.safeParse({
    ...fields,
    password: fields.password === '' ? undefined : fields.password,
    entry_fee: fee,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<ErrorKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name') {
      errors.name ??=
        issue.code === 'too_big' ? 'validation:roomNameTooLong' : 'validation:roomNameRequired';
    } else if (field === 'category' || field === 'topic') {
      errors.content ??= 'games:create.chooseContent';
    } else if (field === 'password') {
      errors.password ??=
        issue.code === 'too_big'
          ? 'validation:roomPasswordTooLong'
          : 'validation:roomPasswordTooShort';
    } else if (field === 'entry_fee') {
      errors.entry_fee ??= 'games:create.entryFeeRange';
    }
  }
  return { ok: false, errors };
}

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
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={FIELD_CLASSES}
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

function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
      />
      {label}
    </label>
  );
}

/** Create Room: the contract's fields and defaults; on success, the new room's page. */
export function CreateRoomForm({
  categories,
  categoriesLoading,
  topics,
}: {
  categories: NamedItem[];
  categoriesLoading: boolean;
  topics: (categoryId: string) => DataSource<NamedItem[]>;
}) {
  const { t } = useTranslation(['games', 'content', 'validation']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(initialRoomFields);
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const topicList = useQuery({ ...topics(fields.category), enabled: fields.category !== '' });

  const create = useMutation({
    mutationFn: createRoom,
    onSuccess: (answer) => {
      queryClient.setQueryData(gamesKeys.room(answer.room.id), answer);
      void queryClient.invalidateQueries({ queryKey: gamesKeys.rooms() });
      toast.success(t('create.created'));
      void navigate(`/game/multiplayer/${answer.room.id}`);
    },
    onError: (error) => {
      const reason = refusalReason(error);
      toast.error(reason ? t('create.failedBecause', { reason }) : t('create.failed'));
    },
  });

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const nameBlank = fields.name.trim() === '';
  const nameError =
    errors.name ?? (nameTouched && nameBlank ? 'validation:roomNameRequired' : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateRoom(fields);
    if (!checked.ok) {
      setNameTouched(true);
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.body);
  }

  const message = (key: string | null | undefined) =>
    key ? (t(key as 'games:create.chooseContent') as string) : undefined;

  return (
    <form onSubmit={submit} noValidate className={`${CARD_CLASSES} space-y-5 p-6`}>
      <h2 className="text-xl font-bold">{t('create.title')}</h2>
      <TextField
        label={t('create.name')}
        value={fields.name}
        maxLength={ROOM_OPTIONS.nameMaxLength}
        placeholder={t('create.namePlaceholder')}
        required
        error={message(nameError)}
        onBlur={() => setNameTouched(true)}
        onChange={(event) => {
          set('name', event.target.value);
          setNameTouched(true);
          setErrors(({ name: _name, ...rest }) => rest);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('create.category')}
          value={fields.category}
          disabled={categoriesLoading}
          error={fields.category ? undefined : message(errors.content)}
          onChange={(value) => setFields((current) => ({ ...current, category: value, topic: '' }))}
        >
          <option value="">
            {categoriesLoading ? t('create.loadingContent') : t('create.chooseCategory')}
          </option>
          {categories.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('create.topic')}
          value={fields.topic}
          disabled={!fields.category || topicList.isPending}
          error={fields.category && !fields.topic ? message(errors.content) : undefined}
          onChange={(value) => set('topic', value)}
        >
          <option value="">
            {!fields.category
              ? t('create.chooseCategoryFirst')
              : topicList.isPending
                ? t('create.loadingContent')
                : topicList.data?.length
                  ? t('create.chooseTopic')
                  : t('create.noTopics')}
          </option>
          {(fields.category ? (topicList.data ?? []) : []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('create.difficulty')}
          value={fields.difficulty}
          onChange={(value) => set('difficulty', value as Fields['difficulty'])}
        >
          {DIFFICULTY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`content:difficulty.${level}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('create.gameMode')}
          value={fields.game_mode}
          onChange={(value) => set('game_mode', value as Fields['game_mode'])}
        >
          {ROOM_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`modes.${mode}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('create.maxPlayers')}
          value={fields.max_players}
          onChange={(value) => set('max_players', Number(value))}
        >
          {ROOM_OPTIONS.maxPlayers.map((count) => (
            <option key={count} value={count}>
              {t('create.playersOption', { count })}
            </option>
          ))}
        </Select>
        <Select
          label={t('create.timePerQuestion')}
          value={fields.time_per_question}
          onChange={(value) => set('time_per_question', Number(value))}
        >
          {ROOM_OPTIONS.secondsPerQuestion.map((count) => (
            <option key={count} value={count}>
              {t('create.secondsOption', { count })}
            </option>
          ))}
        </Select>
        <Select
          label={t('create.totalQuestions')}
          value={fields.total_questions}
          onChange={(value) => set('total_questions', Number(value))}
        >
          {ROOM_OPTIONS.questionCount.map((count) => (
            <option key={count} value={count}>
              {t('create.questionsOption', { count })}
            </option>
          ))}
        </Select>
        <TextField
          label={t('create.entryFee')}
          type="number"
          inputMode="numeric"
          min={0}
          max={ROOM_MAX_ENTRY_FEE}
          step={1}
          value={fields.entry_fee}
          hint={t('create.entryFeeHint', { max: ROOM_MAX_ENTRY_FEE })}
          error={message(errors.entry_fee)}
          onChange={(event) => set('entry_fee', event.target.value)}
        />
      </div>
      <fieldset className="space-y-3">
        <Switch
          label={t('create.isPrivate')}
          checked={fields.is_private}
          onChange={(value) => set('is_private', value)}
        />
        <Switch
          label={t('create.spectatorsAllowed')}
          checked={fields.spectators_allowed}
          onChange={(value) => set('spectators_allowed', value)}
        />
        <Switch
          label={t('create.powerUpsEnabled')}
          checked={fields.power_ups_enabled}
          onChange={(value) => set('power_ups_enabled', value)}
        />
        <Switch
          label={t('create.chatEnabled')}
          checked={fields.chat_enabled}
          onChange={(value) => set('chat_enabled', value)}
        />
        <Switch
          label={t('create.honourAccommodations')}
          checked={fields.honour_accommodations}
          onChange={(value) => set('honour_accommodations', value)}
        />
      </fieldset>
      <TextField
        label={t('create.password')}
        type="password"
        autoComplete="new-password"
        maxLength={ROOM_PASSWORD.max}
        value={fields.password}
        hint={t('create.passwordHint', { min: ROOM_PASSWORD.min, max: ROOM_PASSWORD.max })}
        error={message(errors.password)}
        onChange={(event) => set('password', event.target.value)}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={nameBlank || create.isPending}>
        {create.isPending ? t('create.creating') : t('create.submit')}
      </Button>
    </form>
  );
}
