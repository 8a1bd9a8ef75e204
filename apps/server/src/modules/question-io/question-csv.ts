import {
  AUTHORED_QUESTION_MESSAGES,
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_OPTION_COLUMNS,
  QUESTION_CSV_REQUIRED_COLUMNS,
  QUESTION_CSV_SEPARATORS,
  QUESTION_IMPORT_MESSAGES,
  toCsv,
  unguardCsvText,
  type AuthoredQuestion,
  type CsvValue,
  type FieldIssue,
  type QuestionCsvColumn,
} from '@quizarena/contracts';
import type { CsvError } from 'csv-parse/sync';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import {
  checkRow,
  countProblem,
  problemAt,
  type ReadQuestions,
  type RowPlace,
} from './question-file';

/**
 * Questions as CSV (docs/IMPORTING.md): one row a question under the template's header.
 * Reading reports every problem of every row with its line (the header is line 1) and column,
 * and gives questions only when there is none; writing is its exact inverse, so a file written
 * here reads back as the same questions.
 */

const KNOWN = new Set<string>(QUESTION_CSV_COLUMNS);

/** A header cell as a column name: case and the spaces around ignored, inner spaces as `_`. */
const columnName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, '_');

const placeOf = (line: number): RowPlace => ({
  where: { line },
  prefix: `body.line.${line}`,
});

/** Texts joined by `|` in one cell: `\|` is a `|` inside an answer and `\\` a backslash. */
function splitEscaped(cell: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let at = 0; at < cell.length; at += 1) {
    const char = cell[at]!;
    const next = cell[at + 1];
    if (char === '\\' && (next === separator || next === '\\')) {
      current += next;
      at += 1;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

const joinEscaped = (texts: readonly string[], separator: string) =>
  texts.map((text) => text.replace(/[\\|]/g, (char) => `\\${char}`)).join(separator);

const WHOLE_NUMBER = /^[0-9]+$/;

/** Spreadsheets in many languages save CSV with `;` between cells: told by the header line. */
function delimiterOf(text: string): ',' | ';' {
  const end = text.indexOf('\n');
  const header = end < 0 ? text : text.slice(0, end);
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

type CsvRecord = { cells: string[]; line: number };

/** The file's records with the line each starts on, and the lines csv-parse could not read. */
function recordsOf(text: string): { records: CsvRecord[]; problems: FieldIssue[] } {
  const problems: FieldIssue[] = [];
  const records: CsvRecord[] = [];
  let lastEnd = 0;
  let unclosed = false;
  const rows = parse(text, {
    delimiter: delimiterOf(text),
    info: true,
    raw: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: CsvError | undefined) => {
      if (!error) return undefined;
      const at = Number(error.lines);
      // Found at the end of the file: where the cell opened is known once every row is read.
      if (error.code === 'CSV_QUOTE_NOT_CLOSED') unclosed = true;
      else {
        const misplaced =
          error.code === 'INVALID_OPENING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE';
        const message = misplaced
          ? QUESTION_IMPORT_MESSAGES.misplacedQuote
          : QUESTION_IMPORT_MESSAGES.unreadableLine;
        // One problem a line, however many times the parser stumbles on it.
        if (!problems.some((problem) => problem.line === at && problem.message === message)) {
          problems.push(problemAt(placeOf(at), null, message));
        }
        lastEnd = Math.max(lastEnd, at);
      }
      return undefined;
    },
  }) as unknown as { record: string[]; info: { lines: number }; raw: string }[];
  for (const row of rows) {
    // A record spans the lines of its quoted line breaks: it starts that many lines before its end.
    const inner = (row.raw.match(/\n/g)?.length ?? 0) - (row.raw.endsWith('\n') ? 1 : 0);
    records.push({ cells: row.record, line: row.info.lines - inner });
    lastEnd = Math.max(lastEnd, row.info.lines);
  }
  if (unclosed) {
    problems.push(problemAt(placeOf(lastEnd + 1), null, QUESTION_IMPORT_MESSAGES.unclosedQuote));
  }
  return { records, problems };
}

/** A column reported on the header: its cells are not read, and not reported again. */
const REFUSED = Symbol('refused column');
/** A header cell: a template column, a refused one, or null for an empty name. */
type Column = QuestionCsvColumn | typeof REFUSED | null;

/** The header's columns by position, and its problems. */
function headerOf(
  cells: string[],
  header: RowPlace,
): { columns: Column[]; problems: FieldIssue[] } {
  const problems: FieldIssue[] = [];
  const seen = new Set<string>();
  const columns = cells.map((cell) => {
    const name = columnName(cell);
    if (!name) return null;
    const refusal = !KNOWN.has(name)
      ? QUESTION_IMPORT_MESSAGES.unknownColumn
      : seen.has(name)
        ? QUESTION_IMPORT_MESSAGES.duplicateColumn
        : null;
    seen.add(name);
    if (!refusal) return name as QuestionCsvColumn;
    problems.push(problemAt(header, name, refusal));
    return REFUSED;
  });
  for (const required of QUESTION_CSV_REQUIRED_COLUMNS) {
    if (!seen.has(required)) {
      problems.push(problemAt(header, required, QUESTION_IMPORT_MESSAGES.missingColumn));
    }
  }
  return { columns, problems };
}

/** The CSV column a schema problem belongs to. */
function columnOfIssue(issue: z.core.$ZodIssue): string {
  const [field, index, inner] = issue.path;
  if (field === 'question_text') return 'question';
  if (field === 'options') {
    if (typeof index === 'number' && inner === 'option_text') return `option_${index + 1}`;
    const aboutMarks =
      issue.message === AUTHORED_QUESTION_MESSAGES.exactlyOneCorrect ||
      issue.message === AUTHORED_QUESTION_MESSAGES.atLeastOneCorrect;
    return aboutMarks ? 'correct' : 'options';
  }
  return typeof field === 'string' ? field : '';
}

/** One row's cells as an authored question's fields, and the problems only its cells show. */
function fieldsOfRow(
  cell: (column: QuestionCsvColumn) => string,
  place: RowPlace,
): { input: { [key: string]: unknown }; problems: FieldIssue[] } {
  const problems: FieldIssue[] = [];
  const problem = (column: string, message: string) =>
    problems.push(problemAt(place, column, message));
  const given = (column: QuestionCsvColumn) => cell(column) || undefined;
  const wholeNumber = (column: QuestionCsvColumn): number | undefined => {
    const value = cell(column);
    if (!value) return undefined;
    if (WHOLE_NUMBER.test(value)) return Number(value);
    problem(column, QUESTION_IMPORT_MESSAGES.wholeNumber);
    return undefined;
  };

  const type = cell('type').toLowerCase() || undefined;
  const texts = QUESTION_CSV_OPTION_COLUMNS.map((column) => cell(column));
  const last = texts.findLastIndex(Boolean);
  texts.slice(0, Math.max(last, 0)).forEach((text, index) => {
    if (!text) problem(QUESTION_CSV_OPTION_COLUMNS[index]!, QUESTION_IMPORT_MESSAGES.optionGap);
  });
  const optionTexts = texts.filter(Boolean);

  const marked = new Set<number>();
  const correct = cell('correct');
  if (correct && type === 'ordering')
    problem('correct', QUESTION_IMPORT_MESSAGES.correctForOrdering);
  else if (correct && type === 'typed')
    problem('correct', QUESTION_IMPORT_MESSAGES.correctForTyped);
  else if (correct) {
    for (const part of correct.split(QUESTION_CSV_SEPARATORS.correct).map((one) => one.trim())) {
      if (!part) continue;
      const number = WHOLE_NUMBER.test(part) ? Number(part) : 0;
      if (number < 1 || number > optionTexts.length) {
        problem('correct', QUESTION_IMPORT_MESSAGES.correctNumbers);
        break;
      }
      if (marked.has(number)) {
        problem('correct', QUESTION_IMPORT_MESSAGES.correctRepeated);
        break;
      }
      marked.add(number);
    }
  }

  const accepted = cell('accepted_answers');
  const input = {
    type,
    question_text: cell('question'),
    options: optionTexts.map((text, index) => ({
      option_text: text,
      is_correct: marked.has(index + 1),
    })),
    accepted_answers: accepted
      ? splitEscaped(accepted, QUESTION_CSV_SEPARATORS.accepted)
      : undefined,
    max_typos: wholeNumber('max_typos'),
    explanation: given('explanation'),
    points: wholeNumber('points'),
    difficulty: cell('difficulty').toLowerCase() || undefined,
    image_url: given('image_url'),
    image_alt: given('image_alt'),
    language: given('language'),
  };
  return { input, problems };
}

/** Reads a CSV file of questions (a UTF-8 text, with or without its byte-order mark). */
export function readQuestionCsv(file: string): ReadQuestions {
  // One line break throughout, so csv-parse counts lines as an editor shows them.
  const text = file.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { records, problems } = recordsOf(text);
  const [header, ...rows] = records;
  if (!header) return { questions: [], problems: [...problems, countProblem(0)!] };
  // The first line read is the header (line 1, unless the file starts with empty lines).
  const { columns, problems: headerProblems } = headerOf(header.cells, placeOf(header.line));
  problems.push(...headerProblems);
  // Without its required columns every row would fail alike: said once, on the header.
  if (
    headerProblems.some((problem) => problem.message === QUESTION_IMPORT_MESSAGES.missingColumn)
  ) {
    return { questions: [], problems };
  }
  const filled = rows.filter((row) => row.cells.some((value) => value.trim()));
  const tooMany = countProblem(filled.length);
  if (tooMany) return { questions: [], problems: [...problems, tooMany] };

  const questions: AuthoredQuestion[] = [];
  for (const row of filled) {
    const place = placeOf(row.line);
    const byColumn = new Map<QuestionCsvColumn, string>();
    const stray = new Set<string>();
    row.cells.forEach((value, position) => {
      const column = columns[position];
      if (column === REFUSED) return;
      if (column) byColumn.set(column, unguardCsvText(value.trim()));
      else if (value.trim()) {
        stray.add(
          position < columns.length
            ? QUESTION_IMPORT_MESSAGES.unnamedColumn
            : QUESTION_IMPORT_MESSAGES.extraCells,
        );
      }
    });
    const cell = (column: QuestionCsvColumn) => byColumn.get(column) ?? '';
    const read = fieldsOfRow(cell, place);
    for (const message of stray) read.problems.push(problemAt(place, null, message));
    const reported = new Set(
      read.problems.map((problem) => problem.field.slice(place.prefix.length + 1)),
    );
    const checked = checkRow(read.input, place, columnOfIssue, reported);
    if ('question' in checked && read.problems.length === 0) questions.push(checked.question);
    else problems.push(...read.problems, ...('problems' in checked ? checked.problems : []));
  }
  if (problems.length === 0) return { questions, problems };
  // Problems in the order of the file's lines (the header's and unreadable lines' among them).
  return { questions: [], problems: problems.sort((a, b) => a.line! - b.line!) };
}

/** One question as a template row, the inverse of reading it. */
function rowOf(question: AuthoredQuestion): CsvValue[] {
  const texts = question.options.map((option) => option.option_text);
  const numbers = question.options.flatMap((option, index) =>
    option.is_correct ? [index + 1] : [],
  );
  const correct =
    question.type === 'ordering' || question.type === 'typed'
      ? null
      : numbers.length === 1
        ? numbers[0]!
        : numbers.join(QUESTION_CSV_SEPARATORS.correct);
  const byColumn: { [column in QuestionCsvColumn]: CsvValue } = {
    type: question.type,
    question: question.question_text,
    ...Object.fromEntries(
      QUESTION_CSV_OPTION_COLUMNS.map((column, index) => [column, texts[index] ?? null]),
    ),
    correct,
    accepted_answers: question.accepted_answers
      ? joinEscaped(question.accepted_answers, QUESTION_CSV_SEPARATORS.accepted)
      : null,
    max_typos: question.type === 'typed' ? (question.max_typos ?? 0) : null,
    explanation: question.explanation ?? null,
    points: question.points,
    difficulty: question.difficulty,
    image_url: question.image_url ?? null,
    image_alt: question.image_url ? (question.image_alt ?? null) : null,
    language: question.language ?? null,
  } as { [column in QuestionCsvColumn]: CsvValue };
  return QUESTION_CSV_COLUMNS.map((column) => byColumn[column]);
}

/** Questions as a CSV file under the template's header (RFC 4180, CRLF, formula-guarded). */
export function writeQuestionCsv(questions: readonly AuthoredQuestion[]): string {
  return toCsv(QUESTION_CSV_COLUMNS, questions.map(rowOf));
}
