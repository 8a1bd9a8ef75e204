import { saveBlob } from './save-blob';

/** A cell's value; an absent figure (null) is an empty cell. */
export type CsvValue = string | number | null;

/**
 * One cell as RFC 4180 writes it. Text can come from players (nicknames, questions): a cell that
 * starts like a formula (=, +, -, @, or a tab or carriage return before one) is written as text,
 * so a spreadsheet opening the file never runs it. Numbers are ours and stay numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file's text: the header row, then one line a row, each ended by CRLF (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}

/** Offers `text` as a CSV download named `fileName`; nothing leaves the browser. */
export function saveCsv(text: string, fileName: string): void {
  // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
