import {
  AUTHORED_QUESTION_MESSAGES,
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_OPTION_COLUMNS,
  QUESTION_IMPORT_DEFAULTS,
  QUESTION_IMPORT_LIMITS,
  QUESTION_IMPORT_MESSAGES as M,
  QUESTION_RULES,
  type AuthoredQuestion,
} from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { readQuestionCsv, writeQuestionCsv } from './question-csv';
import { TEMPLATE_QUESTIONS } from './template';

const HEADER = 'type,question,option_1,option_2,option_3,correct,difficulty';

/** The problems of a file as `line field: message`, the way a reader would list them. */
const problemsOf = (text: string) =>
  readQuestionCsv(text).problems.map(
    (problem) => `${problem.line} ${problem.field}: ${problem.message}`,
  );

describe('reading questions from CSV', () => {
  it('reads the template it writes as the same questions', () => {
    const read = readQuestionCsv(writeQuestionCsv(TEMPLATE_QUESTIONS));
    expect(read.problems).toEqual([]);
    expect(read.questions).toEqual(TEMPLATE_QUESTIONS);
  });

  it('has one option column per option a question may have', () => {
    expect(QUESTION_CSV_OPTION_COLUMNS).toHaveLength(QUESTION_RULES.maxOptions);
  });

  it('takes a byte-order mark, CRLF, quoted line breaks and trailing empty lines', () => {
    const text =
      '\uFEFFquestion,option_1,option_2,correct\r\n' +
      '"Which one is\r\non two lines?",Yes,No,1\r\n' +
      'Plain,"a, with comma","b ""quoted""",2\r\n\r\n\r\n';
    const read = readQuestionCsv(text);
    expect(read.problems).toEqual([]);
    expect(read.questions.map((question) => question.question_text)).toEqual([
      'Which one is\non two lines?',
      'Plain',
    ]);
    expect(read.questions[1]!.options).toEqual([
      { option_text: 'a, with comma', is_correct: false },
      { option_text: 'b "quoted"', is_correct: true },
    ]);
  });

  it('applies the defaults to empty cells: single choice, 10 points, intermediate', () => {
    const [question] = readQuestionCsv('question,option_1,option_2,correct\nQ,a,b,2\n').questions;
    expect(question).toMatchObject({ type: 'single', points: 10, difficulty: 'intermediate' });
    // The documented defaults are the ones applied.
    expect(question).toMatchObject(QUESTION_IMPORT_DEFAULTS);
  });

  it('reports every bad row with its line (quoted line breaks counted) and column', () => {
    const text = [
      HEADER,
      'single,Good one,a,b,,1,beginner',
      'single,"Spans',
      'two lines",a,b,,3,beginner',
      'single,,a,b,,1,beginner',
      'multiple,Pick,a,b,c,,hard',
      'bogus,Type?,a,b,,1,beginner',
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      `3 body.line.3.correct: ${M.correctNumbers}`,
      `5 body.line.5.question: Question text is required`,
      expect.stringMatching(/^6 body\.line\.6\.difficulty: /),
      expect.stringMatching(/^7 body\.line\.7\.type: /),
    ]);
    // The rules between fields are the schema's last step: they speak once the fields are right.
    expect(problemsOf(`${HEADER}\nmultiple,Pick,a,b,c,,advanced`)).toEqual([
      `2 body.line.2.correct: ${AUTHORED_QUESTION_MESSAGES.atLeastOneCorrect}`,
    ]);
    expect(readQuestionCsv(text).questions).toEqual([]);
  });

  it('names the line and field of each problem in the answer’s own shape', () => {
    const [problem] = readQuestionCsv(`${HEADER}\nsingle,Q,a,b,,,beginner\n`).problems;
    expect(problem).toEqual({
      field: 'body.line.2.correct',
      line: 2,
      message: AUTHORED_QUESTION_MESSAGES.exactlyOneCorrect,
    });
  });

  it('reports unknown and repeated columns on the header', () => {
    expect(
      problemsOf('question,option_1,option_2,correct,colour,Correct\nQ,a,b,1,red,1\n'),
    ).toEqual([
      `1 body.line.1.colour: ${M.unknownColumn}`,
      `1 body.line.1.correct: ${M.duplicateColumn}`,
    ]);
  });

  it('reports a missing required column once, on line 1, and no row', () => {
    expect(problemsOf('text,option_1\nQ1,a\nQ2,b\n')).toEqual([
      `1 body.line.1.text: ${M.unknownColumn}`,
      `1 body.line.1.question: ${M.missingColumn}`,
    ]);
  });

  it('reads header names whatever their case and spaces', () => {
    const read = readQuestionCsv(' Question ,Option 1,OPTION_2,Correct\nQ,a,b,1\n');
    expect(read.problems).toEqual([]);
    expect(read.questions).toHaveLength(1);
  });

  it('reads a file saved with semicolons between cells', () => {
    const read = readQuestionCsv(
      'type;question;option_1;option_2;option_3;correct\nmultiple;Q;a;b;c;"1;3"\n',
    );
    expect(read.problems).toEqual([]);
    expect(read.questions[0]!.options.map((option) => option.is_correct)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('refuses marks an ordering or typed question does not take, and marks out of range', () => {
    const text = [
      'type,question,option_1,option_2,correct,accepted_answers',
      'ordering,Order,a,b,1,',
      'typed,Say,,,1,x',
      'single,Q,a,b,3,',
      'multiple,Q,a,b,1;1,',
      'single,Q,a,b,one,',
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      `2 body.line.2.correct: ${M.correctForOrdering}`,
      `3 body.line.3.correct: ${M.correctForTyped}`,
      `4 body.line.4.correct: ${M.correctNumbers}`,
      `5 body.line.5.correct: ${M.correctRepeated}`,
      `6 body.line.6.correct: ${M.correctNumbers}`,
    ]);
  });

  it('refuses an empty option before a given one, and numbers that are not whole', () => {
    expect(
      problemsOf('question,option_1,option_2,option_3,correct,points,max_typos\nQ,a,,c,1,ten,\n'),
    ).toEqual([`2 body.line.2.option_2: ${M.optionGap}`, `2 body.line.2.points: ${M.wholeNumber}`]);
  });

  it('reports cells beyond the header and under a column without a name', () => {
    expect(problemsOf('question,option_1,option_2,,correct\nQ,a,b,x,1,extra\n')).toEqual([
      `2 body.line.2: ${M.unnamedColumn}`,
      `2 body.line.2: ${M.extraCells}`,
    ]);
    // Empty trailing cells, as spreadsheets write them, are nothing.
    expect(problemsOf('question,option_1,option_2,correct,,\nQ,a,b,1,,,\n,,,,,\n')).toEqual([]);
  });

  it('reports a misplaced quote on its line and reads the lines after it', () => {
    const text = `${HEADER}\nsingle,Bad "quote",a,b,,1,beginner\nsingle,Q,a,b,,9,beginner\n`;
    expect(problemsOf(text)).toEqual([
      `2 body.line.2: ${M.misplacedQuote}`,
      `3 body.line.3.correct: ${M.correctNumbers}`,
    ]);
  });

  it('reports a quote never closed on the line it opens', () => {
    const text = `${HEADER}\nsingle,Q,a,b,,1,beginner\nsingle,"Open,a,b,,1,beginner\nmore\n`;
    expect(problemsOf(text)).toEqual([`3 body.line.3: ${M.unclosedQuote}`]);
  });

  it('refuses an empty file and one of more questions than the limit, once', () => {
    expect(problemsOf('')).toEqual([`undefined body: ${M.noQuestions}`]);
    expect(problemsOf('question,option_1\n\n')).toEqual([`undefined body: ${M.noQuestions}`]);
    const rows = Array.from({ length: QUESTION_IMPORT_LIMITS.maxRows + 1 }, () => 'Q,a,b,1');
    expect(problemsOf(`question,option_1,option_2,correct\n${rows.join('\n')}`)).toEqual([
      `undefined body: ${M.tooManyRows}`,
    ]);
  });
});

describe('writing questions as CSV', () => {
  const question = (overrides: Partial<AuthoredQuestion>): AuthoredQuestion => ({
    type: 'single',
    question_text: 'Q',
    options: [
      { option_text: 'a', is_correct: true },
      { option_text: 'b', is_correct: false },
    ],
    points: 10,
    difficulty: 'beginner',
    ...overrides,
  });

  it('writes the template’s columns in order, one CRLF line per question', () => {
    const text = writeQuestionCsv([question({})]);
    const [header, row, end] = text.split('\r\n');
    expect(header).toBe(QUESTION_CSV_COLUMNS.join(','));
    expect(row).toBe('single,Q,a,b,,,,,1,,,,10,beginner,,,');
    expect(end).toBe('');
  });

  it('guards text a spreadsheet would run, and reads it back as it was', () => {
    const risky = question({
      question_text: '=HYPERLINK("http://x")',
      options: [
        { option_text: '-1', is_correct: true },
        { option_text: "'=kept", is_correct: false },
      ],
      explanation: '@mention\nand a second line',
    });
    const text = writeQuestionCsv([risky]);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(`'-1,''=kept`);
    expect(readQuestionCsv(text).questions).toEqual([risky]);
  });

  it('writes accepted answers joined by |, escaping one inside an answer', () => {
    const typed = question({
      type: 'typed',
      options: [],
      accepted_answers: ['a|b', 'c\\d', 'e'],
      max_typos: 0,
    });
    const text = writeQuestionCsv([typed]);
    expect(text).toContain('a\\|b|c\\\\d|e');
    expect(readQuestionCsv(text).questions).toEqual([typed]);
  });
});
