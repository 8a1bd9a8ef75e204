import {
  answerKeyOfAuthored,
  chosenOptionOf,
  judgeResponse,
  rightAnswerText,
  rightResponse,
  type AuthoredQuestionView,
  type PlayerResponse,
  type ServedQuestion,
} from '@quizarena/contracts';
import { useState } from 'react';
import { PracticeQuestion, type PracticeVerdict } from './practice-question';

/** A stored question with its answer, as its author (the admin console, a set's editor) reads it. */
export type PreviewQuestion = Pick<
  AuthoredQuestionView,
  | 'id'
  | 'type'
  | 'question_text'
  | 'options'
  | 'accepted_answers'
  | 'max_typos'
  | 'explanation'
  | 'points'
  | 'difficulty'
  | 'language'
  | 'image_url'
  | 'image_alt'
>;

/**
 * A question of any type in the card players answer it in, as practice serves it (no countdown;
 * an ordering question's options out of order, as play has them; the others in their stored order, which
 * play shuffles). Answering shows the verdict the way play does, judged here by the one rule, and
 * the explanation (or the right answer) below: nothing is sent anywhere.
 */
export function QuestionPreview({ question }: { question: PreviewQuestion }) {
  const [response, setResponse] = useState<PlayerResponse | null>(null);
  const [served] = useState((): ServedQuestion => ({
    id: question.id,
    position: 1,
    question_text: question.question_text,
    type: question.type,
    // An ordering question starts out of order (its first option last), as play shuffles it.
    options: (question.type === 'ordering'
      ? [...question.options.slice(1), ...question.options.slice(0, 1)]
      : question.options
    ).map(({ id, option_text }) => ({ id, option_text })),
    language: question.language,
    points: question.points,
    difficulty: question.difficulty,
    served_at: new Date().toISOString(),
    time_limit_seconds: null,
    elapsed_seconds: 0,
    image_url: question.image_url,
    image_alt: question.image_alt,
  }));
  const key = answerKeyOfAuthored(
    question,
    question.options.map((option) => option.id),
  );
  const verdict: PracticeVerdict | null =
    response === null
      ? null
      : {
          correct_option:
            key.type === 'single' || key.type === 'true_false' ? key.correct_option_id : null,
          correct_response: rightResponse(key),
          selected_option: chosenOptionOf(response),
          is_correct: judgeResponse(key, response).correct,
          explanation: question.explanation,
          correct_answer: rightAnswerText(key, question.options),
        };
  return <PracticeQuestion question={served} total={1} verdict={verdict} onAnswer={setResponse} />;
}
