import { chosenOptionOf, type PlayerResponse, type ServedQuestion } from '@quizarena/contracts';
import clsx from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizText } from '../../../components/ui/quiz-text';
import type { ServedState } from '../hooks/use-quiz-play';
import { QuestionCard } from './question-card';

/** What a practice question shows once decided: the right answer, the one given, why. */
export type PracticeVerdict = {
  correct_option: string | null;
  /** The fully right response, of the question's type. */
  correct_response: PlayerResponse;
  selected_option: string | null;
  is_correct: boolean;
  explanation: string | null;
  /** The right answer in words, said when the question has no explanation. */
  correct_answer: string;
};

const noop = () => undefined;

/** A served question's clock as the card reads it: started `elapsed_seconds` before now. */
function servedStateOf(question: ServedQuestion): ServedState {
  const now = Date.now();
  return {
    question,
    servedAtMs: now - question.elapsed_seconds * 1000,
    deadlineMs: null,
    receivedAtMs: now,
  };
}

/**
 * A question without a countdown, as practice plays it, in the quiz's own card (number keys,
 * focus on the question, right and wrong said in words and icons), with the verdict and the
 * explanation below in a polite live region once `verdict` arrives. Whoever uses it decides
 * what choosing does (send the answer, or judge it locally) and what follows (`children`, under
 * the verdict). Keyed by question by its users, so each question's clock starts afresh.
 */
export function PracticeQuestion({
  question,
  total,
  verdict,
  sending = false,
  onAnswer,
  children,
}: {
  question: ServedQuestion;
  total: number;
  verdict: PracticeVerdict | null;
  /** The answer is on its way: the options are locked. */
  sending?: boolean;
  /** The player chose an option, or sent an answer of another type. */
  onAnswer: (response: PlayerResponse) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('quiz');
  const [served] = useState(() => servedStateOf(question));
  const [chosen, setChosen] = useState<string | null>(null);
  const Icon = verdict?.is_correct ? CheckCircle2 : XCircle;
  return (
    <div className="space-y-4">
      <QuestionCard
        served={served}
        total={total}
        phase={verdict ? 'revealed' : sending ? 'submitting' : 'answering'}
        selected={chosen}
        timeUp={false}
        result={verdict}
        keyboardEnabled
        onChoose={(optionId) => {
          setChosen(optionId);
          onAnswer({ option_id: optionId });
        }}
        onAnswer={(response) => {
          setChosen(chosenOptionOf(response));
          onAnswer(response);
        }}
        onTimeOut={noop}
        onSkip={noop}
      />
      <div role="status">
        {verdict ? (
          <div
            className={clsx(
              'space-y-2 rounded-xl border p-4',
              verdict.is_correct
                ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950'
                : 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
            )}
          >
            <p className="flex items-center gap-2 text-lg font-bold">
              <Icon className="h-5 w-5" aria-hidden="true" />
              {verdict.is_correct ? t('reveal.correct') : t('reveal.incorrect')}
            </p>
            <div lang={verdict.explanation ? question.language : undefined}>
              <QuizText
                text={
                  verdict.explanation ??
                  t('reveal.correctAnswerIs', { answer: verdict.correct_answer })
                }
              />
            </div>
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
