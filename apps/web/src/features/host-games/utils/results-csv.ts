import { responseText, type GameStanding } from '@quizarena/contracts';
import { toCsv, type CsvValue } from '../../../lib/csv';
import type { ClosedQuestion } from './host-state';

export type CsvLabels = {
  nickname: string;
  place: string;
  score: string;
  correct: string;
  questionOption: (number: number) => string;
  questionPoints: (number: number) => string;
};

/** Between the options a player ticked, and between the steps of an order they gave. */
const ANSWER_SEPARATORS = { list: '; ', order: ' > ' };

type Row = { userId: string; name: string; place: number | ''; score: number; correct: number };

/**
 * The class's results as a CSV file's text, made only of what the host's screen received: one
 * row per player (by place; a player who left before the end after the others, without a
 * place), their score and correct answers, then their answer (in words, whatever the question's
 * type) and points for every closed question. Nothing is asked of the server and nothing is kept.
 */
export function buildResultsCsv({
  scoreboard,
  history,
  names,
  labels,
}: {
  scoreboard: GameStanding[];
  history: ClosedQuestion[];
  names: Record<string, string>;
  labels: CsvLabels;
}): string {
  const rows: Row[] = [...scoreboard]
    .filter((standing) => !standing.is_host)
    .sort((a, b) => a.rank - b.rank)
    .map((standing) => ({
      userId: standing.user_id,
      name: standing.name,
      place: standing.rank,
      score: standing.score,
      correct: standing.correct_answers,
    }));
  const listed = new Set(rows.map((row) => row.userId));
  for (const closed of history) {
    for (const result of closed.results) {
      if (listed.has(result.user_id)) continue;
      listed.add(result.user_id);
      const own = history.flatMap((entry) =>
        entry.results.filter((other) => other.user_id === result.user_id),
      );
      rows.push({
        userId: result.user_id,
        name: names[result.user_id] ?? '',
        place: '',
        score: own.reduce((sum, other) => sum + other.points, 0),
        correct: own.filter((other) => other.correct).length,
      });
    }
  }

  const header = [labels.nickname, labels.place, labels.score, labels.correct];
  history.forEach((_, position) => {
    header.push(labels.questionOption(position + 1), labels.questionPoints(position + 1));
  });
  const lines = rows.map((row) => {
    const cells: CsvValue[] = [row.name, row.place, row.score, row.correct];
    for (const closed of history) {
      const result = closed.results.find((entry) => entry.user_id === row.userId);
      // Whatever the question's type: the option, the options ticked, the order, the text.
      const answer = result?.response
        ? responseText(result.response, closed.question.options, ANSWER_SEPARATORS)
        : (closed.question.options.find((entry) => entry.id === result?.option_id)?.option_text ??
          '');
      cells.push(answer, result ? result.points : '');
    }
    return cells;
  });
  return toCsv(header, lines);
}
