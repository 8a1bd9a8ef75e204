import type { DifficultyLevel } from '@quizarena/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizText } from '../../../components/ui/quiz-text';
import type { ServedState } from '../hooks/use-quiz-play';
import { QuestionCard } from './question-card';

/** A stored question with its answer, as the admin console edits it. */
export type PreviewQuestion = {
  id: string;
  question_text: string;
  options: { id: string; option_text: string; is_correct: boolean }[];
  explanation: string | null;
  points: number;
  difficulty: DifficultyLevel;
  language: string;
};

const noop = () => undefined;

/**
 * A question in the card players answer it in, as practice serves it (no countdown; options in
 * their stored order, which play shuffles). Choosing an option shows the verdict the way play
 * does, and the explanation (or the correct answer) below: nothing is sent anywhere.
 */
export function QuestionPreview({ question }: { question: PreviewQuestion }) {
  const { t } = useTranslation('quiz');
  const [chosen, setChosen] = useState<string | null>(null);
  const [served] = useState((): ServedState => {
    const now = Date.now();
    return {
      question: {
        id: question.id,
        position: 1,
        question_text: question.question_text,
        type: 'single',
        options: question.options.map(({ id, option_text }) => ({ id, option_text })),
        language: question.language,
        points: question.points,
        difficulty: question.difficulty,
        served_at: new Date(now).toISOString(),
        time_limit_seconds: null,
        elapsed_seconds: 0,
      },
      servedAtMs: now,
      deadlineMs: null,
      receivedAtMs: now,
    };
  });
  const correct = question.options.find((option) => option.is_correct);
  const verdict =
    chosen === null || !correct
      ? null
      : {
          correct_option: correct.id,
          selected_option: chosen,
          correct_response: { option_id: correct.id },
        };
  const right = verdict !== null && chosen === correct?.id;

  return (
    <div className="space-y-4">
      <QuestionCard
        served={served}
        total={1}
        phase={verdict ? 'revealed' : 'answering'}
        selected={chosen}
        timeUp={false}
        result={verdict}
        keyboardEnabled
        onChoose={setChosen}
        onAnswer={noop}
        onTimeOut={noop}
        onSkip={noop}
      />
      <div role="status">
        {verdict ? (
          <div
            className={clsx(
              'space-y-2 rounded-xl border p-4',
              right
                ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950'
                : 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
            )}
          >
            <p className="text-lg font-bold">
              {right ? t('reveal.correct') : t('reveal.incorrect')}
            </p>
            <div lang={question.explanation ? question.language : undefined}>
              <QuizText
                text={
                  question.explanation ??
                  t('reveal.correctAnswerIs', { answer: correct?.option_text ?? '' })
                }
              />
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
