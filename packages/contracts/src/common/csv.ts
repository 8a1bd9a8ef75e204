/** What starts a CSV file a spreadsheet program should read as UTF-8 (else it guesses, wrongly). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** A cell's value; an absent figure (null) is an empty cell. */
export type CsvValue = string | number | null;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before
 * one), also after apostrophes: the guard's own apostrophe is then told apart from the author's.
 */
const RUNS_AS_FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it. Text can come from people (nicknames, questions): a cell that
 * starts like a formula is written after an apostrophe, so a spreadsheet opening the file never
 * runs it (`unguardCsvText` takes it off again). Numbers are ours and stay numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && RUNS_AS_FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file's text: the header row, then one line a row, each ended by CRLF (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * A cell read back as its author wrote it: the apostrophe `csvCell` put before formula-like
 * text is dropped, so a file exported and imported again keeps `-1` as `-1` (and `'=x` as
 * `'=x`, which was written `''=x`). Other text is left as it is.
 */
export function unguardCsvText(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}
