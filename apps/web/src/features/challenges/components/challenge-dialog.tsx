import {
  CHALLENGE_RULES,
  CHALLENGE_TYPES,
  challengeSecondsPerQuestion,
  type Challenge,
  type ChallengeType,
  type CreateChallengeBody,
} from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { formatList } from '../../../lib/format';
import { createChallenge } from '../api/challenges';
import { refreshChallenges } from '../api/queries';
import type { ChallengeFriend, ChallengeSources } from '../sources';
import { challengePath } from '../utils/challenge-view';
import { refusedFields, type FieldErrors } from '../utils/field-errors';
import { durationText } from '../utils/wording';
import { FriendChoice } from './friend-choice';
import { TopicChoice } from './topic-choice';

/**
 * A topic the challenge is set on from the start: a question set, with the share key that lets
 * someone other than its owner use it, and how many questions it has.
 */
export type ChallengeTopic = {
  id: string;
  name: string;
  share_key: string | null;
  question_count: number;
};

/** The question counts a topic of this many questions can fill (the smallest at least). */
const questionCountsFor = (topic: ChallengeTopic) => {
  const fitting = CHALLENGE_RULES.questionCounts.filter((count) => count <= topic.question_count);
  return fitting.length > 0 ? fitting : CHALLENGE_RULES.questionCounts.slice(0, 1);
};

type Draft = {
  friends: string[];
  type: ChallengeType;
  categoryId: string;
  topicId: string;
  message: string;
  questionCount: number;
  /** As typed: checked when sent. */
  timeLimit: string;
};

const initialDraft = (friend: ChallengeFriend | null): Draft => ({
  friends: friend ? [friend.user_id] : [],
  type: 'realtime',
  categoryId: '',
  topicId: '',
  message: '',
  questionCount: CHALLENGE_RULES.defaultQuestionCount,
  timeLimit: String(CHALLENGE_RULES.defaultTimeLimitSeconds),
});

/** The typed time limit as whole seconds within the rules, or null. */
function timeLimitOf(text: string): number | null {
  const value = Number(text);
  const { min, max } = CHALLENGE_RULES.timeLimitSeconds;
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null;
}

function TypeChoice({
  value,
  onChange,
}: {
  value: ChallengeType;
  onChange: (type: ChallengeType) => void;
}) {
  const { t } = useTranslation('challenges');
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('dialog.type')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHALLENGE_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer gap-2 rounded-xl border border-slate-300 p-3 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:has-[:checked]:bg-indigo-950"
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              aria-describedby={`${name}-${type}`}
              className="mt-1 h-4 w-4 accent-indigo-600"
            />
            <span>
              <span className="block text-sm font-semibold">{t(`dialog.types.${type}`)}</span>
              <span
                id={`${name}-${type}`}
                className="block text-xs text-slate-600 dark:text-slate-400"
              >
                {t(`dialog.typeHints.${type}`, {
                  hours: CHALLENGE_RULES.asyncExpiryHours,
                  count: CHALLENGE_RULES.maxChallenged,
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The form, mounted while the dialog is open, so every challenge starts from the defaults. */
function ChallengeForm({
  sources,
  friend,
  topic,
  onSent,
}: {
  sources: ChallengeSources;
  friend: ChallengeFriend | null;
  topic: ChallengeTopic | null;
  onSent: (challenge: Challenge) => void;
}) {
  const { t } = useTranslation(['challenges', 'common']);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => ({
    ...initialDraft(friend),
    ...(topic ? { topicId: topic.id, questionCount: questionCountsFor(topic)[0]! } : {}),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});

  const create = useMutation({
    mutationFn: (body: CreateChallengeBody) => createChallenge(body),
    onSuccess: (challenge) => {
      void refreshChallenges(queryClient);
      toast.success(
        t('dialog.sent', {
          names: formatList(
            challenge.challenged.map((person) => person.name),
            'conjunction',
          ),
        }),
      );
      onSent(challenge);
    },
    onError: (error) => {
      const fields = refusedFields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(apiRefusalText(error, t('dialog.failed')));
    },
  });

  function change(next: Partial<Draft>, cleared: (keyof FieldErrors)[]) {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const kept = { ...current };
      for (const field of cleared) delete kept[field];
      return kept;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const timeLimit = timeLimitOf(draft.timeLimit);
    const found: FieldErrors = {};
    if (draft.friends.length === 0) found.challenged_user_ids = t('dialog.errors.chooseFriend');
    if (draft.categoryId && !draft.topicId) found.topic_id = t('dialog.errors.chooseTopic');
    if (timeLimit === null)
      found.time_limit = t('dialog.errors.timeLimit', { ...CHALLENGE_RULES.timeLimitSeconds });
    setErrors(found);
    if (Object.keys(found).length > 0 || timeLimit === null) return;
    create.mutate({
      challenged_user_ids: draft.friends,
      topic_id: draft.topicId || 'general',
      ...(topic?.share_key ? { share_key: topic.share_key } : {}),
      challenge_message: draft.message.trim(),
      question_count: draft.questionCount,
      time_limit: timeLimit,
      challenge_type: draft.type,
    });
  }

  const timeLimit = timeLimitOf(draft.timeLimit);
  const { min, max } = CHALLENGE_RULES.timeLimitSeconds;
  const timeHint =
    timeLimit === null
      ? t('dialog.timeRange', { min, max })
      : t('dialog.timeSummary', {
          time: durationText(timeLimit, t),
          seconds: challengeSecondsPerQuestion(timeLimit, draft.questionCount),
        });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FriendChoice
        source={sources.friends}
        type={draft.type}
        selected={draft.friends}
        preselected={friend}
        error={errors.challenged_user_ids}
        onChange={(friends) => change({ friends }, ['challenged_user_ids'])}
      />
      <TypeChoice
        value={draft.type}
        onChange={(type) =>
          // A live game is against one friend: the first one chosen stays.
          change(
            { type, friends: type === 'realtime' ? draft.friends.slice(0, 1) : draft.friends },
            ['challenge_type', 'challenged_user_ids'],
          )
        }
      />
      {errors.challenge_type ? (
        <p className="text-sm text-red-700 dark:text-red-400">{errors.challenge_type}</p>
      ) : null}
      {topic ? (
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {t('dialog.topic')}
          </p>
          <p className="font-semibold">{topic.name}</p>
          {errors.topic_id ? (
            <p className="text-sm text-red-700 dark:text-red-400">{errors.topic_id}</p>
          ) : null}
        </div>
      ) : (
        <TopicChoice
          sources={sources}
          categoryId={draft.categoryId}
          topicId={draft.topicId}
          error={errors.topic_id}
          onChange={(choice) => change(choice, ['topic_id'])}
        />
      )}
      <TextArea
        label={t('dialog.message')}
        hint={t('dialog.messageCount', {
          count: draft.message.length,
          max: CHALLENGE_RULES.messageMaxLength,
        })}
        error={errors.challenge_message}
        value={draft.message}
        maxLength={CHALLENGE_RULES.messageMaxLength}
        rows={2}
        onChange={(event) => change({ message: event.target.value }, ['challenge_message'])}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('dialog.questionCount')}
          value={draft.questionCount}
          error={errors.question_count}
          onChange={(value) => change({ questionCount: Number(value) }, ['question_count'])}
          options={(topic ? questionCountsFor(topic) : CHALLENGE_RULES.questionCounts).map(
            (count) => ({
              value: count,
              label: t('dialog.questionOption', { count }),
            }),
          )}
        />
        <TextField
          label={t('dialog.timeLimit')}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={10}
          value={draft.timeLimit}
          hint={timeHint}
          error={errors.time_limit}
          onChange={(event) => change({ timeLimit: event.target.value }, ['time_limit'])}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('common:actions.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {create.isPending ? t('dialog.sending') : t('dialog.send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The challenge dialog (spec: 'A challenge dialog lets the user challenge friends'): friends
 * (`friend` chosen first when opened from one), the topic (General by default), a message, the
 * question count and time limit with the seconds each question gets, and Play now (realtime, one
 * friend) or Play later (async). Refusals show on their fields. A sent realtime challenge takes
 * the challenger to its page, to wait there for the game.
 */
export function ChallengeDialog({
  open,
  onOpenChange,
  sources,
  friend = null,
  topic = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sources: ChallengeSources;
  friend?: ChallengeFriend | null;
  /** A topic chosen before (a question set's 'Challenge a friend'): no other is offered. */
  topic?: ChallengeTopic | null;
}) {
  const { t } = useTranslation('challenges');
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={friend ? t('dialog.titleFor', { name: friend.name }) : t('dialog.title')}
        description={t('dialog.description')}
      >
        <ChallengeForm
          sources={sources}
          friend={friend}
          topic={topic}
          onSent={(challenge) => {
            onOpenChange(false);
            if (challenge.challenge_type === 'realtime') void navigate(challengePath(challenge.id));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
