import { STUDY_SESSION_RULES, type StudySession } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { apiRefusalText } from '../../../lib/api-error-text';
import { openLiveSession } from '../api/study-sessions';
import type { StudyGroupsSources } from '../sources';
import { TopicChoice } from './topic-choice';

/**
 * Open live game: the host (or a manager) picks the topic when the session has none, the
 * questions and the seconds; the game opens and they go to it.
 */
export function OpenLiveDialog({
  session,
  sources,
  open,
  onOpenChange,
}: {
  session: StudySession;
  sources: StudyGroupsSources;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('studyGroups');
  const navigate = useNavigate();
  const [choice, setChoice] = useState({ categoryId: '', topicId: '' });
  const [questions, setQuestions] = useState(10);
  const [seconds, setSeconds] = useState(30);
  const [topicError, setTopicError] = useState<string>();
  const start = useMutation({
    mutationFn: () =>
      openLiveSession(session.id, {
        ...(session.topic ? {} : { topic_id: choice.topicId }),
        total_questions: questions,
        time_per_question: seconds,
      }),
    onSuccess: ({ path }) => void navigate(path),
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.openFailed'))),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!session.topic && !choice.topicId) {
      setTopicError(t('openLive.topicRequired'));
      return;
    }
    setTopicError(undefined);
    start.mutate();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={t('openLive.title')}
          description={t('openLive.description', { title: session.title })}
        >
          <form onSubmit={submit} noValidate className="space-y-4">
            {session.topic ? (
              <p className="text-sm">{t('sessions.topic', { name: session.topic.name })}</p>
            ) : (
              <TopicChoice
                sources={sources}
                categoryId={choice.categoryId}
                topicId={choice.topicId}
                noneLabel={t('sessionForm.chooseCategory')}
                onChange={setChoice}
                error={topicError}
              />
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('openLive.questions')}
                value={String(questions)}
                onChange={(value) => setQuestions(Number(value))}
                options={STUDY_SESSION_RULES.questionCounts.map((count) => ({
                  value: count,
                  label: t('openLive.questionOption', { count }),
                }))}
              />
              <SelectField
                label={t('openLive.seconds')}
                value={String(seconds)}
                onChange={(value) => setSeconds(Number(value))}
                options={STUDY_SESSION_RULES.secondsPerQuestion.map((count) => ({
                  value: count,
                  label: t('openLive.secondsOption', { count }),
                }))}
              />
            </div>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{t('form.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={start.isPending}>
                {start.isPending ? t('openLive.opening') : t('openLive.submit')}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
