import { QUESTION_IMPORT_MESSAGES as M } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { readQuestionJson, writeQuestionJson } from './question-json';
import { TEMPLATE_QUESTIONS } from './template';

const good = {
  question_text: 'Q?',
  options: [
    { option_text: 'a', is_correct: true },
    { option_text: 'b', is_correct: false },
  ],
};

describe('reading questions from JSON', () => {
  it('reads what it writes as the same questions', () => {
    const read = readQuestionJson(JSON.parse(writeQuestionJson(TEMPLATE_QUESTIONS)));
    expect(read.problems).toEqual([]);
    expect(read.questions).toEqual(TEMPLATE_QUESTIONS);
  });

  it('takes a bare array too, with the import’s defaults', () => {
    const [question] = readQuestionJson([good]).questions;
    expect(question).toMatchObject({ type: 'single', points: 10, difficulty: 'intermediate' });
  });

  it('reports every bad item with its index and path', () => {
    const read = readQuestionJson({
      questions: [
        good,
        { ...good, question_text: '' },
        'not a question',
        {
          ...good,
          options: [{ id: 'x', option_text: 'a', is_correct: true }, { option_text: 'b' }],
        },
        { ...good, points: 0, colour: 'red' },
      ],
    });
    expect(read.questions).toEqual([]);
    expect(read.problems).toEqual([
      { field: 'body.questions.1.question_text', index: 1, message: 'Question text is required' },
      { field: 'body.questions.2', index: 2, message: M.notAnObject },
      { field: 'body.questions.3.options.0.id', index: 3, message: M.optionId },
      { field: 'body.questions.4.points', index: 4, message: expect.any(String) },
      { field: 'body.questions.4.colour', index: 4, message: M.unknownField },
    ]);
  });

  it('refuses a body of another shape, naming it', () => {
    expect(readQuestionJson({ items: [] }).problems).toEqual([
      { field: 'body', message: M.jsonShape },
    ]);
    expect(readQuestionJson({ questions: [good], title: 'x' }).problems).toEqual([
      { field: 'body.title', message: M.jsonShape },
    ]);
    expect(readQuestionJson([]).problems).toEqual([{ field: 'body', message: M.noQuestions }]);
  });
});
