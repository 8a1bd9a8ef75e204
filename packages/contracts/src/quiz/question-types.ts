import { distance } from 'fastest-levenshtein';
import { z } from 'zod';

/**
 * The kinds of question a quiz can ask. `single` is the bank's classic one-correct-option
 * question; `true_false` is the same with the two options True and False; `multiple` asks for
 * every correct option; `ordering` asks for the options in order; `typed` asks for the answer
 * in the player's own words (docs/DECISIONS.md, "Question types").
 */
export const QUESTION_TYPES = ['single', 'true_false', 'multiple', 'ordering', 'typed'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const questionTypeSchema = z.enum(QUESTION_TYPES);

/** Limits of a question's shape, checked wherever a question is written. */
export const QUESTION_SHAPE = {
  maxOptions: 10,
  maxAccepted: 20,
  maxAnswerLength: 200,
  /** The most typos a typed question may forgive. */
  maxTypos: 2,
  /** A typed answer shorter than this (after folding) must match exactly: 'cat' is not 'car'. */
  minLengthForTypos: 4,
} as const;

const optionId = z.string().min(1).max(64);
const acceptedText = z.string().trim().min(1).max(QUESTION_SHAPE.maxAnswerLength);

/**
 * What makes an answer right: kept on the server, shown to a player only once they have
 * answered. Options are named by their ids.
 */
export const answerKeySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), correct_option_id: optionId }),
  z.object({ type: z.literal('true_false'), correct_option_id: optionId }),
  z.object({
    type: z.literal('multiple'),
    correct_option_ids: z.array(optionId).min(1).max(QUESTION_SHAPE.maxOptions),
  }),
  z.object({
    type: z.literal('ordering'),
    order: z.array(optionId).min(2).max(QUESTION_SHAPE.maxOptions),
  }),
  z.object({
    type: z.literal('typed'),
    accepted: z.array(acceptedText).min(1).max(QUESTION_SHAPE.maxAccepted),
    max_typos: z.number().int().min(0).max(QUESTION_SHAPE.maxTypos),
  }),
]);
export type AnswerKey = z.infer<typeof answerKeySchema>;

/** What a player sends for one question, by its type (`responseFitsType` tells which fits). */
export const playerResponseSchema = z
  .union([
    z.strictObject({ option_id: optionId }),
    z.strictObject({ option_ids: z.array(optionId).min(1).max(QUESTION_SHAPE.maxOptions) }),
    z.strictObject({ order: z.array(optionId).min(2).max(QUESTION_SHAPE.maxOptions) }),
    z.strictObject({ text: z.string().max(QUESTION_SHAPE.maxAnswerLength) }),
  ])
  .meta({ id: 'PlayerResponse' });
export type PlayerResponse = z.infer<typeof playerResponseSchema>;

/** Whether `response` is the shape `type` asks for (a chosen option for a single choice, ...). */
export function responseFitsType(type: QuestionType, response: PlayerResponse): boolean {
  switch (type) {
    case 'single':
    case 'true_false':
      return 'option_id' in response;
    case 'multiple':
      return 'option_ids' in response;
    case 'ordering':
      return 'order' in response;
    case 'typed':
      return 'text' in response;
  }
}

/** The option the response chose, for the types answered with one option (else null). */
export const chosenOptionOf = (response: PlayerResponse | null): string | null =>
  response && 'option_id' in response ? response.option_id : null;

/**
 * A typed answer as it is compared: Unicode-normalised, accents and case folded, punctuation
 * dropped and spaces collapsed, so 'Café  Olé!' and 'cafe ole' are the same answer.
 */
export function foldAnswerText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How one response was judged: `credit` from 0 to 1, `correct` only for a fully right one. */
export type Verdict = { credit: number; correct: boolean };

const NOTHING: Verdict = { credit: 0, correct: false };
const full = (correct: boolean): Verdict => (correct ? { credit: 1, correct } : NOTHING);

/**
 * Partial credit for choose-all-that-apply: (right picks - wrong picks) / correct options, never
 * below 0, so ticking every box earns nothing and one slip of three costs a third.
 */
function multipleCredit(correctIds: readonly string[], picked: readonly string[]): Verdict {
  const correct = new Set(correctIds);
  const chosen = new Set(picked);
  let right = 0;
  let wrong = 0;
  for (const id of chosen) {
    if (correct.has(id)) right++;
    else wrong++;
  }
  const credit = Math.max(0, (right - wrong) / correct.size);
  return { credit, correct: right === correct.size && wrong === 0 };
}

/**
 * Partial credit for ordering: Kendall's tau between the sent and the right order, below 0
 * counted as 0. Every pair of options in the right relative order counts for, every pair the
 * wrong way round against, so a random order earns about nothing and one swap of neighbours
 * in five options still earns 0.8. A response that is not a rearrangement of the options earns 0.
 */
function orderingCredit(order: readonly string[], sent: readonly string[]): Verdict {
  const rank = new Map(order.map((id, index) => [id, index]));
  if (sent.length !== order.length || new Set(sent).size !== sent.length) return NOTHING;
  if (!sent.every((id) => rank.has(id))) return NOTHING;
  const ranks = sent.map((id) => rank.get(id)!);
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < ranks.length; i++) {
    for (let j = i + 1; j < ranks.length; j++) {
      if (ranks[i]! < ranks[j]!) concordant++;
      else discordant++;
    }
  }
  const tau = (concordant - discordant) / (concordant + discordant);
  return discordant === 0 ? full(true) : { credit: Math.max(0, tau), correct: false };
}

/**
 * A typed answer is right when, folded, it equals an accepted one, or, when the question
 * forgives typos, is within `max_typos` edits (Levenshtein) of one at least
 * `minLengthForTypos` long. Typed answers earn all or nothing.
 */
function typedVerdict(key: Extract<AnswerKey, { type: 'typed' }>, text: string): Verdict {
  const sent = foldAnswerText(text);
  if (sent === '') return NOTHING;
  return full(
    key.accepted.some((accepted) => {
      const target = foldAnswerText(accepted);
      if (sent === target) return true;
      return (
        key.max_typos > 0 &&
        target.length >= QUESTION_SHAPE.minLengthForTypos &&
        distance(sent, target) <= key.max_typos
      );
    }),
  );
}

/**
 * The one judging rule of every question type, used by solo play, live games and review alike.
 * No response (time ran out) or one of the wrong shape earns nothing.
 */
export function judgeResponse(key: AnswerKey, response: PlayerResponse | null): Verdict {
  if (response === null) return NOTHING;
  switch (key.type) {
    case 'single':
    case 'true_false':
      return full('option_id' in response && response.option_id === key.correct_option_id);
    case 'multiple':
      return 'option_ids' in response
        ? multipleCredit(key.correct_option_ids, response.option_ids)
        : NOTHING;
    case 'ordering':
      return 'order' in response ? orderingCredit(key.order, response.order) : NOTHING;
    case 'typed':
      return 'text' in response ? typedVerdict(key, response.text) : NOTHING;
  }
}

/** The response that is fully right: what the results show as the right answer. */
export function rightResponse(key: AnswerKey): PlayerResponse {
  switch (key.type) {
    case 'single':
    case 'true_false':
      return { option_id: key.correct_option_id };
    case 'multiple':
      return { option_ids: key.correct_option_ids };
    case 'ordering':
      return { order: key.order };
    case 'typed':
      return { text: key.accepted[0]! };
  }
}

/**
 * The right answer in words, for a verdict line and the results: the option's text, the
 * correct options' texts, the options in order, or the first accepted answer.
 */
export function rightAnswerText(
  key: AnswerKey,
  options: readonly { id: string; option_text: string }[],
  separators: { list: string; order: string } = { list: ', ', order: ' → ' },
): string {
  const text = (id: string) => options.find((option) => option.id === id)?.option_text ?? '';
  switch (key.type) {
    case 'single':
    case 'true_false':
      return text(key.correct_option_id);
    case 'multiple':
      return options
        .filter((option) => key.correct_option_ids.includes(option.id))
        .map((option) => option.option_text)
        .join(separators.list);
    case 'ordering':
      return key.order.map(text).join(separators.order);
    case 'typed':
      return key.accepted[0]!;
  }
}

/**
 * A player's response in words, as `rightAnswerText` says the right one: the option chosen, the
 * options ticked (in the question's order), the order given, or the text typed; '' for none.
 */
export function responseText(
  response: PlayerResponse | null,
  options: readonly { id: string; option_text: string }[],
  separators: { list: string; order: string } = { list: ', ', order: ' → ' },
): string {
  const text = (id: string) => options.find((option) => option.id === id)?.option_text ?? '';
  if (!response) return '';
  if ('option_id' in response) return text(response.option_id);
  if ('option_ids' in response) {
    return options
      .filter((option) => response.option_ids.includes(option.id))
      .map((option) => option.option_text)
      .join(separators.list);
  }
  if ('order' in response) return response.order.map(text).join(separators.order);
  return response.text;
}

/**
 * Whether a key fits its options: every option it names exists, a multiple answer names each
 * option at most once, an ordering names every option exactly once, a true/false question has
 * two options, and a typed question has none. Returns the problem, or null when it fits.
 */
export function answerKeyProblem(
  key: AnswerKey,
  optionIds: readonly string[],
): 'unknown_option' | 'duplicate_option' | 'order_incomplete' | 'options_count' | null {
  const known = new Set(optionIds);
  switch (key.type) {
    case 'single':
      if (optionIds.length < 2) return 'options_count';
      return known.has(key.correct_option_id) ? null : 'unknown_option';
    case 'true_false':
      if (optionIds.length !== 2) return 'options_count';
      return known.has(key.correct_option_id) ? null : 'unknown_option';
    case 'multiple':
      if (optionIds.length < 2) return 'options_count';
      if (new Set(key.correct_option_ids).size !== key.correct_option_ids.length) {
        return 'duplicate_option';
      }
      return key.correct_option_ids.every((id) => known.has(id)) ? null : 'unknown_option';
    case 'ordering':
      if (!key.order.every((id) => known.has(id))) return 'unknown_option';
      if (new Set(key.order).size !== key.order.length) return 'duplicate_option';
      return key.order.length === optionIds.length ? null : 'order_incomplete';
    case 'typed':
      return optionIds.length === 0 ? null : 'options_count';
  }
}

/**
 * What is wrong with a response to a question of `type` with these options: not the shape the
 * type asks for, or naming an option the question does not have. Null when it can be judged.
 */
export function responseProblem(
  type: QuestionType,
  optionIds: readonly string[],
  response: PlayerResponse,
): 'wrong_shape' | 'unknown_option' | null {
  if (!responseFitsType(type, response)) return 'wrong_shape';
  const named =
    'option_id' in response
      ? [response.option_id]
      : 'option_ids' in response
        ? response.option_ids
        : 'order' in response
          ? response.order
          : [];
  const known = new Set(optionIds);
  return named.every((id) => known.has(id)) ? null : 'unknown_option';
}

/** A response as an answer call sends it: `response`, or the classic `selected_option`. */
export function responseOfBody(body: {
  selected_option?: string | null;
  response?: PlayerResponse | null;
}): PlayerResponse | null {
  if (body.response != null) return body.response;
  return body.selected_option != null ? { option_id: body.selected_option } : null;
}

/**
 * Whether a choice question's two options are True and False (in either order), which makes
 * it a true/false question: the bank's come that way.
 */
export function isTrueFalseOptions(texts: readonly string[]): boolean {
  return texts.length === 2 && [...texts].sort().join('|') === 'False|True';
}
