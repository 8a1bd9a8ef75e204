import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseQuizText, QuizText } from './quiz-text';

describe('QuizText', () => {
  it('splits plain text, inline code and fenced blocks', () => {
    expect(
      parseQuizText("What's the output?\n\n```javascript\nlet a = `x`;\n```\nUse `let`."),
    ).toEqual([
      { kind: 'text', text: "What's the output?\n\n" },
      { kind: 'block', language: 'javascript', text: 'let a = `x`;' },
      { kind: 'text', text: '\nUse ' },
      { kind: 'code', text: 'let' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('renders code as code and markup as text', () => {
    const { container } = render(
      <QuizText text={'Pick `ORDER BY` <img src=x onerror=alert(1)>\n```sql\nSELECT 1;\n```'} />,
    );
    expect(container.querySelector('code')?.textContent).toBe('ORDER BY');
    expect(container.querySelector('pre code')?.textContent).toBe('SELECT 1;');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('leaves a lone backtick alone', () => {
    expect(parseQuizText('a ` b')).toEqual([{ kind: 'text', text: 'a ` b' }]);
  });
});
