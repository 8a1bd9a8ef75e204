import {
  accuracyPercent,
  foldAnswerText,
  judgeResponse,
  type AnswerKey,
  type DisputeStatistics,
  type PlayerResponse,
} from '@quizarena/contracts';

/** The most frequent orders or typed answers a moderator is shown. */
export const TOP_RESPONSES = 10;

type Grouped = {
  response: PlayerResponse | null;
  timed_out: boolean;
  is_correct: boolean;
  n: number;
};

const optionIdsOf = (response: PlayerResponse | null): string[] =>
  response === null
    ? []
    : 'option_id' in response
      ? [response.option_id]
      : 'option_ids' in response
        ? response.option_ids
        : [];

/**
 * How players answered a question, from its answers grouped by what was sent
 * (`answersOfQuestion`): answers given in time and how many were fully right (as judged when
 * stored), each option's picks for the types answered with options, the most frequent orders or
 * typed answers (typed ones folded as they are judged, so 'Paris' and 'paris!' are one) for the
 * others, each marked by the key as it is now. Pure.
 */
export function disputeStatistics(
  key: AnswerKey,
  options: readonly { id: string; text: string }[],
  rows: readonly Grouped[],
): DisputeStatistics {
  let answers = 0;
  let timeouts = 0;
  let correct = 0;
  for (const row of rows) {
    if (row.timed_out) timeouts += row.n;
    else {
      answers += row.n;
      if (row.is_correct) correct += row.n;
    }
  }
  const given = rows.filter((row) => !row.timed_out && row.response !== null);
  const statistics = { answers, timeouts, correct, accuracy: accuracyPercent(correct, answers) };
  if (key.type === 'ordering' || key.type === 'typed') {
    const byText = new Map<string, { count: number; response: PlayerResponse }>();
    const textOf = (id: string) => options.find((option) => option.id === id)?.text ?? id;
    for (const row of given) {
      const response = row.response!;
      const text =
        'order' in response
          ? response.order.map(textOf).join(' → ')
          : 'text' in response
            ? foldAnswerText(response.text)
            : '';
      const entry = byText.get(text) ?? { count: 0, response };
      entry.count += row.n;
      byText.set(text, entry);
    }
    const responses = [...byText.entries()]
      .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
      .slice(0, TOP_RESPONSES)
      .map(([text, entry]) => ({
        text,
        count: entry.count,
        correct: judgeResponse(key, entry.response).correct,
      }));
    return { ...statistics, choices: null, responses };
  }
  const picks = new Map<string, number>();
  for (const row of given)
    for (const id of optionIdsOf(row.response)) picks.set(id, (picks.get(id) ?? 0) + row.n);
  const inKey = (id: string) =>
    key.type === 'multiple' ? key.correct_option_ids.includes(id) : key.correct_option_id === id;
  return {
    ...statistics,
    choices: options.map((option) => ({
      option_id: option.id,
      option_text: option.text,
      count: picks.get(option.id) ?? 0,
      in_key: inKey(option.id),
    })),
    responses: null,
  };
}
