import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { QUESTION_RULES } from './content-admin.schemas';

/**
 * Importing and exporting a question set's questions (docs/DECISIONS.md #69, docs/IMPORTING.md):
 * one CSV row or one JSON item per question, each checked by `authoredQuestionSchema`; a file
 * with any bad row writes nothing.
 */
export const QUESTION_FILE_FORMATS = ['csv', 'json'] as const;
export type QuestionFileFormat = (typeof QUESTION_FILE_FORMATS)[number];

export const QUESTION_IMPORT_LIMITS = {
  /** Questions one file may hold. */
  maxRows: 10_000,
  /** Bytes one file may have: about 1 kB a question at the most rows, well above a usual one. */
  maxBytes: 10 * 1024 * 1024,
} as const;

/** The content types the import reads. */
export const QUESTION_FILE_TYPES = {
  csv: 'text/csv',
  json: 'application/json',
} as const satisfies Record<QuestionFileFormat, string>;

/** The options a CSV row may hold: as many as a question may have (`QUESTION_RULES.maxOptions`). */
export const QUESTION_CSV_OPTION_COLUMNS = [
  'option_1',
  'option_2',
  'option_3',
  'option_4',
  'option_5',
  'option_6',
] as const;

/** The template's columns, in its order; names are read without regard to case or spaces around. */
export const QUESTION_CSV_COLUMNS = [
  'type',
  'question',
  ...QUESTION_CSV_OPTION_COLUMNS,
  'correct',
  'accepted_answers',
  'max_typos',
  'explanation',
  'points',
  'difficulty',
  'image_url',
  'image_alt',
  'language',
] as const;
export type QuestionCsvColumn = (typeof QUESTION_CSV_COLUMNS)[number];

/** A file without these columns is refused at its header (line 1), once. */
export const QUESTION_CSV_REQUIRED_COLUMNS = ['question'] as const;

/** `correct` separates option numbers by this; `accepted_answers` separates answers by that. */
export const QUESTION_CSV_SEPARATORS = { correct: ';', accepted: '|' } as const;

/**
 * What an empty cell (CSV) or a missing field (JSON) means. Points and type are the authored
 * schema's own defaults; a difficulty left out is the middle level, which the nightly
 * calibration then corrects from players' answers (#66).
 */
export const QUESTION_IMPORT_DEFAULTS = {
  type: 'single',
  points: QUESTION_RULES.defaultPoints,
  difficulty: 'intermediate',
} as const;

/** What the import says when a file is refused; every text is in the `validation` catalogue. */
export const QUESTION_IMPORT_MESSAGES = {
  refused: 'The file has problems: nothing was imported',
  unknownColumn: 'Unknown column: compare its name with the template',
  missingColumn: 'This column is required',
  duplicateColumn: 'This column appears more than once',
  extraCells: 'This line has more cells than the header has columns',
  unnamedColumn: 'This cell is under a column without a name',
  unclosedQuote: 'A quoted cell is never closed',
  misplacedQuote: 'A quote is misplaced: quote the whole cell and double each quote inside it',
  unreadableLine: 'This line cannot be read as CSV',
  noQuestions: 'The file holds no questions',
  tooManyRows: `A file holds at most ${QUESTION_IMPORT_LIMITS.maxRows.toLocaleString('en')} questions`,
  wholeNumber: 'Must be a whole number',
  correctNumbers: 'Give the numbers of given options (1, 2, ...), separated by ;',
  correctRepeated: 'Name each option at most once',
  correctForOrdering: 'Leave empty: an ordering question lists its options in the right order',
  correctForTyped: 'Leave empty: a typed question is answered by its accepted answers',
  optionGap: 'Fill the options in order, without an empty one before this one',
  jsonShape: 'Send an array of questions, or an object { "questions": [...] }',
  notAnObject: 'Each question must be an object',
  unknownField: 'Unknown field: compare its name with the template',
  optionId: 'Leave out option ids: imported questions get new ones',
  contentType: 'Send the file as text/csv or application/json',
} as const;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `POST /api/sets/{id}/import`: the body is the file itself (text/csv or application/json). */
export const questionImportQuerySchema = z.strictObject({
  /** Check the file and answer what it would do, writing nothing. */
  dry_run: booleanQuery.default(false),
});

/** `GET /api/sets/{id}/export` and `GET /api/sets/import-template`. */
export const questionFileQuerySchema = z.strictObject({
  format: z.enum(QUESTION_FILE_FORMATS).default('csv'),
});
export type QuestionFileQuery = z.infer<typeof questionFileQuerySchema>;

export const questionImportResultSchema = z
  .object({
    dry_run: z.boolean(),
    format: z.enum(QUESTION_FILE_FORMATS),
    /** The questions the file holds (every one valid: a file with a bad one answers 400). */
    questions: z.number().int().nonnegative(),
    /** The questions written: all of them, or none on a dry run. */
    imported: z.number().int().nonnegative(),
    /** The set's active questions after the import (before it, on a dry run). */
    question_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'QuestionImportResult' });
export type QuestionImportResult = z.infer<typeof questionImportResultSchema>;

export const questionImportResponseSchema = successEnvelope(
  z.object({ import: questionImportResultSchema }),
);
