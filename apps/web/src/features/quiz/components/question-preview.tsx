import { chosenOptionOf, type DifficultyLevel, type ServedQuestion } from '@quizarena/contracts';
import { useState } from 'react';
import { PracticeQuestion } from './practice-question';

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

/**
 * A question in the card players answer it in, as practice serves it (no countdown; options in
 * their stored order, which play shuffles). Choosing an option shows the verdict the way play
 * does, and the explanation (or the correct answer) below: nothing is sent anywhere.
 */
export function QuestionPreview({ question }: { question: PreviewQuestion }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [served] = useState((): ServedQuestion => ({
    id: question.id,
    position: 1,
    question_text: question.question_text,
    type: 'single',
    options: question.options.map(({ id, option_text }) => ({ id, option_text })),
    language: question.language,
    points: question.points,
    difficulty: question.difficulty,
    served_at: new Date().toISOString(),
    time_limit_seconds: null,
    elapsed_seconds: 0,
  }));
  const correct = question.options.find((option) => option.is_correct);
  const verdict =
    chosen === null || !correct
      ? null
      : {
          correct_option: correct.id,
          correct_response: { option_id: correct.id },
          selected_option: chosen,
          is_correct: chosen === correct.id,
          explanation: question.explanation,
          correct_answer: correct.option_text,
        };
  return (
    <PracticeQuestion
      question={served}
      total={1}
      verdict={verdict}
      onAnswer={(response) => setChosen(chosenOptionOf(response))}
    />
  );
}
