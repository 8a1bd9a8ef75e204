import clsx from 'clsx';
import { Fragment, type ReactNode } from 'react';

export type QuizTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'block'; text: string; language: string | null };

const FENCE = /```([\w+-]*)\n?([\s\S]*?)```/g;

/** Splits bank text into plain text, `inline code` and fenced ```code blocks```. */
export function parseQuizText(source: string): QuizTextPart[] {
  const parts: QuizTextPart[] = [];
  const pushInline = (text: string) => {
    text.split(/(`[^`\n]+`)/g).forEach((piece) => {
      if (!piece) return;
      if (piece.length > 2 && piece.startsWith('`') && piece.endsWith('`')) {
        parts.push({ kind: 'code', text: piece.slice(1, -1) });
      } else {
        parts.push({ kind: 'text', text: piece });
      }
    });
  };
  let last = 0;
  for (const match of source.matchAll(FENCE)) {
    pushInline(source.slice(last, match.index));
    parts.push({ kind: 'block', language: match[1] || null, text: match[2]!.replace(/\n$/, '') });
    last = match.index + match[0].length;
  }
  pushInline(source.slice(last));
  return parts;
}

/**
 * Question, option and explanation text from the bank, which marks code the Markdown way
 * (the JavaScript questions carry whole snippets). Rendered as React text and <code>, never as
 * HTML, so nothing in a question can inject markup. Line breaks in plain text are kept.
 */
export function QuizText({ text, className }: { text: string; className?: string }) {
  const parts = parseQuizText(text.trim());
  const nodes: ReactNode[] = parts.map((part, index) => {
    if (part.kind === 'code') {
      return (
        <code
          key={index}
          className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-slate-800"
        >
          {part.text}
        </code>
      );
    }
    if (part.kind === 'block') {
      return (
        <pre
          key={index}
          className="my-3 overflow-x-auto rounded-lg bg-slate-900 p-3 text-left font-mono text-sm leading-relaxed font-normal text-slate-100"
        >
          <code>{part.text}</code>
        </pre>
      );
    }
    return <Fragment key={index}>{part.text}</Fragment>;
  });
  return <span className={clsx('whitespace-pre-line', className)}>{nodes}</span>;
}
