import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authoredQuestion } from '../../../test/contract-fixtures';
import { QuestionPreview } from './question-preview';

describe('QuestionPreview', () => {
  it('judges a typed answer by the question’s own rule, forgiving its typos', async () => {
    const question = authoredQuestion(1, {
      type: 'typed',
      question_text: 'Longest river in Europe?',
      options: [],
      accepted_answers: ['Volga'],
      max_typos: 1,
    });
    const user = userEvent.setup();
    render(<QuestionPreview question={question} />);
    await user.type(screen.getByRole('textbox'), 'Volgaa');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
  });

  it('marks all that apply right only when every right option is chosen', async () => {
    const question = authoredQuestion(2, {
      type: 'multiple',
      question_text: 'Which flow into the Black Sea?',
      options: [
        { id: 'a', option_text: 'Danube', is_correct: true },
        { id: 'b', option_text: 'Dnieper', is_correct: true },
        { id: 'c', option_text: 'Rhine', is_correct: false },
      ],
    });
    const user = userEvent.setup();
    render(<QuestionPreview question={question} />);
    await user.click(screen.getByRole('checkbox', { name: /Danube/ }));
    await user.click(screen.getByRole('button', { name: /Submit|Send|Answer/ }));
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Danube, Dnieper');
  });
});
