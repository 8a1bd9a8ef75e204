import { CSV_BYTE_ORDER_MARK } from '@quizarena/contracts';
import { saveBlob } from './save-blob';

// One rule for every CSV the project writes, here and on the server (quoting, formula guard).
export { csvCell, toCsv, type CsvValue } from '@quizarena/contracts';

/** Offers `text` as a CSV download named `fileName`; nothing leaves the browser. */
export function saveCsv(text: string, fileName: string): void {
  saveBlob(new Blob([CSV_BYTE_ORDER_MARK, text], { type: 'text/csv;charset=utf-8' }), fileName);
}
