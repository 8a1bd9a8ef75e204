import type { PlayerResponse, QuestionType } from '@quizarena/contracts';

/**
 * What a player has put together so far for a question answered other than by one click: the
 * options ticked, the order arranged, the words typed. Choice questions need no draft.
 */
export type AnswerDraft =
  | { type: 'multiple'; option_ids: string[] }
  | { type: 'ordering'; order: string[] }
  | { type: 'typed'; text: string };

/** Whether a question is answered by one click on an option (single choice, true/false). */
export const isChoiceType = (type: QuestionType) => type === 'single' || type === 'true_false';

/** A fresh draft: nothing ticked, the options in the order served, nothing typed. */
export function emptyDraft(
  type: QuestionType,
  options: readonly { id: string }[],
): AnswerDraft | null {
  switch (type) {
    case 'multiple':
      return { type, option_ids: [] };
    case 'ordering':
      return { type, order: options.map((option) => option.id) };
    case 'typed':
      return { type, text: '' };
    default:
      return null;
  }
}

/** The response a draft sends, or null while it cannot be sent (nothing ticked or typed). */
export function responseOfDraft(draft: AnswerDraft | null): PlayerResponse | null {
  if (!draft) return null;
  switch (draft.type) {
    case 'multiple':
      return draft.option_ids.length > 0 ? { option_ids: draft.option_ids } : null;
    case 'ordering':
      return { order: draft.order };
    case 'typed':
      return draft.text.trim() === '' ? null : { text: draft.text };
  }
}

/** Moves the item at `from` to `to` (both clamped), leaving the rest in order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(target, 0, moved!);
  return copy;
}
