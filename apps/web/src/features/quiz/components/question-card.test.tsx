import type { ServedQuestion } from '@quizarena/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { QuestionCard } from './question-card';

function renderCard(
  question: Omit<ServedQuestion, 'served_at' | 'elapsed_seconds' | 'points' | 'type'> & {
    type?: ServedQuestion['type'];
  },
  { onAnswer = vi.fn(), onChoose = vi.fn() } = {},
) {
  const now = Date.now();
  render(
    <QuestionCard
      served={{
        question: {
          type: 'single',
          ...question,
          points: 10,
          served_at: new Date(now).toISOString(),
          elapsed_seconds: 0,
        },
        deadlineMs: null,
        servedAtMs: now,
        receivedAtMs: now,
      }}
      total={10}
      phase="answering"
      selected={null}
      timeUp={false}
      result={null}
      keyboardEnabled
      onChoose={onChoose}
      onAnswer={onAnswer}
      onTimeOut={vi.fn()}
      onSkip={vi.fn()}
    />,
  );
}

describe('QuestionCard', () => {
  afterEach(() => changeLocale('en'));

  it('shows a question’s picture with the words its author wrote for it, and none without', () => {
    renderCard({
      id: '00000000-0000-4000-8000-000000000102',
      position: 1,
      question_text: 'Which river is this?',
      options: [
        { id: 'a', option_text: 'Rhine' },
        { id: 'b', option_text: 'Danube' },
      ],
      language: 'en',
      difficulty: 'beginner',
      time_limit_seconds: null,
      image_url: '/uploads/questions/cccccccccccccccccccccccccccccccc.webp',
      image_alt: 'A river through Basel',
    });
    expect(screen.getByRole('img', { name: 'A river through Basel' })).toHaveAttribute(
      'src',
      '/uploads/questions/cccccccccccccccccccccccccccccccc.webp',
    );
  });

  it('shows a question’s code as code: a block for the snippet, inline code in options', () => {
    renderCard({
      id: '00000000-0000-4000-8000-000000000101',
      position: 1,
      question_text: "What's the output?\n\n```javascript\nconsole.log(typeof null);\n```",
      options: [
        { id: 'a', option_text: '`"object"`' },
        { id: 'b', option_text: '`"null"`' },
      ],
      language: 'en',
      difficulty: 'beginner',
      time_limit_seconds: null,
    });
    const heading = screen.getByRole('heading', { level: 2, name: /What's the output\?/ });
    expect(heading.querySelector('pre code')?.textContent).toBe('console.log(typeof null);');
    const option = screen.getByRole('button', { name: '"object"' });
    expect(option.querySelector('code')?.textContent).toBe('"object"');
  });

  it('marks an English question and its options as English in a Spanish interface', async () => {
    await changeLocale('es');
    renderCard({
      id: '00000000-0000-4000-8000-000000000102',
      position: 1,
      question_text: 'Which planet is the largest?',
      options: [
        { id: 'a', option_text: 'Jupiter' },
        { id: 'b', option_text: 'Mars' },
      ],
      language: 'en',
      difficulty: 'beginner',
      time_limit_seconds: null,
    });
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    // The interface's own words around them stay Spanish.
    expect(screen.getByText('Pregunta 1 de 10').closest('[lang]')).toHaveAttribute('lang', 'es');
    const heading = screen.getByRole('heading', { level: 2, name: 'Which planet is the largest?' });
    expect(heading).toHaveAttribute('lang', 'en');
    for (const name of ['Jupiter', 'Mars']) {
      expect(screen.getByText(name).closest('[lang]')).toHaveAttribute('lang', 'en');
    }
  });

  describe('question types', () => {
    const base = {
      position: 1,
      language: 'en',
      difficulty: 'beginner' as const,
      time_limit_seconds: null,
    };

    it('choose all that apply: ticks by keyboard, sends once something is ticked, number keys do not answer', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      const onChoose = vi.fn();
      renderCard(
        {
          ...base,
          id: '00000000-0000-4000-8000-000000000201',
          type: 'multiple',
          question_text: 'Which are prime?',
          options: [
            { id: 'a', option_text: 'Two' },
            { id: 'b', option_text: 'Four' },
            { id: 'c', option_text: 'Five' },
          ],
        },
        { onAnswer, onChoose },
      );
      const group = screen.getByRole('group', { name: 'Choose all that apply' });
      const submit = screen.getByRole('button', { name: 'Submit Answer' });
      expect(submit).toBeDisabled();
      await user.keyboard('1');
      expect(onChoose).not.toHaveBeenCalled();
      await user.click(within(group).getByRole('checkbox', { name: 'Two' }));
      within(group).getByRole('checkbox', { name: 'Five' }).focus();
      await user.keyboard(' ');
      await user.click(submit);
      expect(onAnswer).toHaveBeenCalledWith({ option_ids: ['a', 'c'] });
    });

    it('ordering: moves items with named buttons, says where they went, and sends the order', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      renderCard(
        {
          ...base,
          id: '00000000-0000-4000-8000-000000000202',
          type: 'ordering',
          question_text: 'Oldest first',
          options: [
            { id: 'x', option_text: 'Rome' },
            { id: 'y', option_text: 'Babylon' },
            { id: 'z', option_text: 'Berlin' },
          ],
        },
        { onAnswer },
      );
      expect(screen.getByRole('button', { name: 'Move Rome up' })).toBeDisabled();
      const up = screen.getByRole('button', { name: 'Move Babylon up' });
      up.focus();
      await user.keyboard('{Enter}');
      expect(screen.getByText('Babylon moved to position 1 of 3')).toBeInTheDocument();
      const items = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(items[0]).toContain('Babylon');
      await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
      expect(onAnswer).toHaveBeenCalledWith({ order: ['y', 'x', 'z'] });
    });

    it('typed: a labelled field that Enter sends, and nothing while it is blank', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      renderCard(
        {
          ...base,
          id: '00000000-0000-4000-8000-000000000203',
          type: 'typed',
          question_text: 'The longest river in the USA?',
          options: [],
        },
        { onAnswer },
      );
      expect(screen.queryByText('Question has no answer options...')).not.toBeInTheDocument();
      const field = screen.getByRole('textbox', { name: 'Your answer' });
      await user.type(field, '   {Enter}');
      expect(onAnswer).not.toHaveBeenCalled();
      await user.type(field, 'Missouri{Enter}');
      expect(onAnswer).toHaveBeenCalledWith({ text: '   Missouri' });
    });
  });
});
