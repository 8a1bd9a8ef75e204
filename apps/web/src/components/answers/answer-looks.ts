/** How an answer option looks before and after the verdict (never by colour alone: icons and words go with it). */
export const ANSWER_LOOKS = {
  idle: 'border-slate-300 bg-white hover:border-indigo-500 hover:bg-indigo-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-indigo-400 dark:hover:bg-indigo-950',
  chosen: 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950',
  correct:
    'border-emerald-600 bg-emerald-100 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100',
  wrong:
    'border-red-600 bg-red-100 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
  dimmed: 'border-slate-200 bg-white opacity-70 dark:border-slate-700 dark:bg-slate-900',
} as const;
export type AnswerLook = keyof typeof ANSWER_LOOKS;

/** A ring round a label whose own control has keyboard focus. */
export const OPTION_FOCUS =
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 has-[:focus-visible]:ring-offset-2 dark:has-[:focus-visible]:ring-offset-slate-900';

/** An option of all-that-apply: chosen or not while open; right, a wrong tick or neither after. */
export function multipleLook(
  ticked: boolean,
  right: boolean | undefined,
  revealed: boolean,
): AnswerLook {
  if (!revealed) return ticked ? 'chosen' : 'idle';
  if (right) return 'correct';
  return ticked ? 'wrong' : 'dimmed';
}

/** An item of an ordering: plain while open; in its place or not after. */
export function orderLook(place: number, index: number, revealed: boolean): AnswerLook {
  if (!revealed) return 'idle';
  return place === index ? 'correct' : 'wrong';
}
