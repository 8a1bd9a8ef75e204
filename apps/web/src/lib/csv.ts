import { saveBlob } from './save-blob';

// One rule for every CSV the project writes, here and on the server (quoting, formula guard).
export { csvCell, toCsv, type CsvValue } from '@quizarena/contracts';

/** Offers `text` as a CSV download named `fileName`; nothing leaves the browser. */
export function saveCsv(text: string, fileName: string): void {
  // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
