import {
  CAREER_ADMIN_RULES,
  learningPathBodySchema,
  type AdminLearningPath,
} from '@quizarena/contracts';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { assignLearningPath } from '../api/careers';
import { adminKeys, useAdminCategories, useAdminTopics } from '../api/queries';
import { useCheckedSubmit } from './form-dialog';
import { prepare, useFormSubmit } from './use-form-submit';

type Chosen = { id: string; name: string; category: string };

const ICON_BUTTON = 'px-2';

/**
 * Assigns the player a learning path: topics picked by category (only those a quiz can start in),
 * put in order, and a note; checked with the contract's schema before it is sent. The player sees
 * it on their career page and is notified.
 */
export function LearningPathForm({
  userId,
  current,
}: {
  userId: string;
  current: AdminLearningPath | null;
}) {
  const { t } = useTranslation('adminContent');
  const ids = useId();
  const categories = useAdminCategories();
  const [categoryId, setCategoryId] = useState('');
  const topics = useAdminTopics(categoryId || undefined);
  const [chosen, setChosen] = useState<Chosen[]>(
    () =>
      current?.topics.map((topic) => ({
        id: topic.topic_id,
        name: topic.name,
        category: topic.category_name,
      })) ?? [],
  );
  const [note, setNote] = useState(current?.note ?? '');
  const { errors, failure, pending, submit } = useFormSubmit<AdminLearningPath>(
    adminKeys.career(userId),
    () => void toast.success(t('path.assigned')),
  );
  const { form, submit: onSubmit } = useCheckedSubmit(() =>
    submit(
      prepare(
        learningPathBodySchema,
        { topic_ids: chosen.map((topic) => topic.id), note: note.trim() === '' ? null : note },
        (body) => assignLearningPath(userId, body),
        t,
      ),
    ),
  );

  const playable = (topics.data?.topics ?? []).filter(
    (topic) => topic.is_active && topic.question_count > 0,
  );
  const full = chosen.length >= CAREER_ADMIN_RULES.maxPathTopics;
  const move = (index: number, by: -1 | 1) =>
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const topicsError = errors.topic_ids;

  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('path.topics')}
        </legend>
        <SelectField
          label={t('path.category')}
          value={categoryId}
          onChange={setCategoryId}
          options={(categories.data ?? [])
            .filter((category) => category.is_active)
            .map((category) => ({ value: category.id, label: category.name }))}
        >
          <option value="">{t('path.chooseCategory')}</option>
        </SelectField>
        {categoryId ? (
          playable.length > 0 ? (
            <ul aria-label={t('path.available')} className="flex flex-wrap gap-2">
              {playable.map((topic) => (
                <li key={topic.id}>
                  <Button
                    variant="secondary"
                    disabled={full || chosen.some((one) => one.id === topic.id)}
                    onClick={() =>
                      setChosen((list) => [
                        ...list,
                        {
                          id: topic.id,
                          name: topic.name,
                          category: topics.data?.category.name ?? '',
                        },
                      ])
                    }
                    aria-label={t('path.add', { name: topic.name })}
                  >
                    {topic.name}
                  </Button>
                </li>
              ))}
            </ul>
          ) : topics.isPending ? null : (
            <p>{t('path.noTopics')}</p>
          )
        ) : null}
        <div className="space-y-2">
          <h4 id={`${ids}-chosen`} className="text-sm font-medium">
            {t('path.chosen', { count: chosen.length, max: CAREER_ADMIN_RULES.maxPathTopics })}
          </h4>
          {chosen.length > 0 ? (
            <ol
              aria-labelledby={`${ids}-chosen`}
              aria-describedby={topicsError ? `${ids}-error` : undefined}
              className="space-y-2"
            >
              {chosen.map((topic, index) => (
                <li key={topic.id} className="flex flex-wrap items-center gap-2">
                  <span className="flex-1">
                    {index + 1}. {topic.name}{' '}
                    <span className="text-sm text-slate-600 dark:text-slate-300">
                      ({topic.category})
                    </span>
                    {errors[`topic_ids.${index}`] ? (
                      <span className="block text-sm text-red-700 dark:text-red-400">
                        {errors[`topic_ids.${index}`]}
                      </span>
                    ) : null}
                  </span>
                  <Button
                    variant="ghost"
                    className={ICON_BUTTON}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('path.moveUp', { name: topic.name })}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    className={ICON_BUTTON}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('path.moveDown', { name: topic.name })}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    className={ICON_BUTTON}
                    onClick={() => setChosen((list) => list.filter((one) => one.id !== topic.id))}
                    aria-label={t('path.remove', { name: topic.name })}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('path.noneChosen')}</p>
          )}
          {topicsError ? (
            <p
              id={`${ids}-error`}
              role="alert"
              tabIndex={-1}
              className="text-sm text-red-700 dark:text-red-400"
            >
              {topicsError}
            </p>
          ) : null}
        </div>
      </fieldset>
      <TextArea
        label={t('path.note')}
        hint={t('path.noteHint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        rows={3}
        maxLength={CAREER_ADMIN_RULES.maxNote}
      />
      {failure ? (
        <p
          role="alert"
          tabIndex={-1}
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {t('path.submit')}
      </Button>
    </form>
  );
}
