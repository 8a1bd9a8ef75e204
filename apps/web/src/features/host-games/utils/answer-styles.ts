/**
 * The four answers' look, by option position: the shared screen and the players' phones use
 * this one table, so a player finds the answer by its colour and shape without reading it.
 */
export const ANSWER_STYLES = [
  { shape: 'triangle', classes: 'bg-red-700 text-white', fill: '#b91c1c' },
  { shape: 'diamond', classes: 'bg-blue-700 text-white', fill: '#1d4ed8' },
  { shape: 'circle', classes: 'bg-yellow-400 text-slate-950', fill: '#facc15' },
  { shape: 'square', classes: 'bg-green-700 text-white', fill: '#15803d' },
] as const;

export type AnswerShape = (typeof ANSWER_STYLES)[number]['shape'];

/** The style of the option at `index`; a fifth option (none today) wraps round. */
export function answerStyle(index: number) {
  return ANSWER_STYLES[index % ANSWER_STYLES.length]!;
}
