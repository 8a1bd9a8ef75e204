import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionCard } from './question-card';

describe('QuestionCard', () => {
  it('shows a question’s code as code: a block for the snippet, inline code in options', () => {
    const now = Date.now();
    render(
      <QuestionCard
        served={{
          question: {
            id: '00000000-0000-4000-8000-000000000101',
            position: 1,
            question_text: "What's the output?\n\n```javascript\nconsole.log(typeof null);\n```",
            options: [
              { id: 'a', option_text: '`"object"`' },
              { id: 'b', option_text: '`"null"`' },
            ],
            points: 10,
            difficulty: 'beginner',
            served_at: new Date(now).toISOString(),
            time_limit_seconds: null,
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
    const heading = screen.getByRole('heading', { level: 2, name: /What's the output\?/ });
    expect(heading.querySelector('pre code')?.textContent).toBe('console.log(typeof null);');
    const option = screen.getByRole('button', { name: '"object"' });
    expect(option.querySelector('code')?.textContent).toBe('"object"');
  });
});
