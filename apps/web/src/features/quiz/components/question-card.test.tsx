import type { ServedQuestion } from '@quizarena/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { QuestionCard } from './question-card';

function renderCard(question: Omit<ServedQuestion, 'served_at' | 'elapsed_seconds' | 'points'>) {
  const now = Date.now();
  render(
    <QuestionCard
      served={{
        question: {
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
      keyboardEnabled={false}
      onChoose={vi.fn()}
      onTimeOut={vi.fn()}
      onSkip={vi.fn()}
    />,
  );
}

describe('QuestionCard', () => {
  afterEach(() => changeLocale('en'));

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
});
