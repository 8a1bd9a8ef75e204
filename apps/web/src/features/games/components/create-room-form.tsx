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
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { gamesKeys } from '../api/keys';
import { createRoom, refusalReason } from '../api/rooms';
import type { DataSource, NamedItem } from '../sources';
import { CARD_CLASSES } from './field-classes';

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

/** The selects that pick a number from the contract's list, each option saying what it counts. */
const COUNT_CHOICES = [
  {
    field: 'max_players',
    label: 'create.maxPlayers',
    option: 'create.playersOption',
    counts: ROOM_OPTIONS.maxPlayers,
  },
  {
    field: 'time_per_question',
    label: 'create.timePerQuestion',
    option: 'create.secondsOption',
    counts: ROOM_OPTIONS.secondsPerQuestion,
  },
  {
    field: 'total_questions',
    label: 'create.totalQuestions',
    option: 'create.questionsOption',
    counts: ROOM_OPTIONS.questionCount,
  },
] as const;

/** The room's on/off settings, in the order the form shows them. */
const SWITCHES = [
  { field: 'is_private', label: 'create.isPrivate' },
  { field: 'spectators_allowed', label: 'create.spectatorsAllowed' },
  { field: 'power_ups_enabled', label: 'create.powerUpsEnabled' },
  { field: 'chat_enabled', label: 'create.chatEnabled' },
  { field: 'honour_accommodations', label: 'create.honourAccommodations' },
] as const;

const choicesOf = (items: NamedItem[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

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
        <SelectField
          label={t('create.category')}
          value={fields.category}
          disabled={categoriesLoading}
          error={fields.category ? undefined : message(errors.content)}
          onChange={(value) => setFields((current) => ({ ...current, category: value, topic: '' }))}
          options={choicesOf(categories)}
        >
          <option value="">
            {categoriesLoading ? t('create.loadingContent') : t('create.chooseCategory')}
          </option>
        </SelectField>
        <SelectField
          label={t('create.topic')}
          value={fields.topic}
          disabled={!fields.category || topicList.isPending}
          error={fields.category && !fields.topic ? message(errors.content) : undefined}
          onChange={(value) => set('topic', value)}
          options={choicesOf(fields.category ? (topicList.data ?? []) : [])}
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
        </SelectField>
        <SelectField
          label={t('create.difficulty')}
          value={fields.difficulty}
          onChange={(value) => set('difficulty', value as Fields['difficulty'])}
          options={DIFFICULTY_LEVELS.map((level) => ({
            value: level,
            label: t(`content:difficulty.${level}`),
          }))}
        />
        <SelectField
          label={t('create.gameMode')}
          value={fields.game_mode}
          onChange={(value) => set('game_mode', value as Fields['game_mode'])}
          options={ROOM_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        />
        {COUNT_CHOICES.map((choice) => (
          <SelectField
            key={choice.field}
            label={t(choice.label)}
            value={fields[choice.field]}
            onChange={(value) => set(choice.field, Number(value))}
            options={choice.counts.map((count) => ({
              value: count,
              label: t(choice.option, { count }),
            }))}
          />
        ))}
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
        {SWITCHES.map((choice) => (
          <Switch
            key={choice.field}
            label={t(choice.label)}
            checked={fields[choice.field]}
            onChange={(value) => set(choice.field, value)}
          />
        ))}
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
