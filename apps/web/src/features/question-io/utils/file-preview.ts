import type { QuestionFileFormat } from '@quizarena/contracts';

/** Rows the preview shows. */
export const PREVIEW_ROWS = 3;

/** What the browser makes of a chosen file before the server checks it. */
export type FilePreview =
  | { format: QuestionFileFormat; header: string[]; rows: string[][]; count: number }
  | { format: QuestionFileFormat; unreadable: true };

/** JSON by its name or type; anything else is read as CSV, the template's format. */
export function formatOf(file: File): QuestionFileFormat {
  return /\.json$/i.test(file.name) || file.type === 'application/json' ? 'json' : 'csv';
}

/** A file's text as UTF-8 (FileReader: every browser, and the tests' jsdom). */
export function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * The first rows and the number of questions, as a person reads the file: CSV by Papa Parse
 * (loaded when a file is chosen, so no page carries it otherwise), JSON by its own parser. The
 * server's check is what counts; this only shows the file is the one meant.
 */
export async function previewOf(file: File): Promise<FilePreview> {
  const format = formatOf(file);
  const text = await readText(file);
  if (format === 'json') {
    try {
      const parsed: unknown = JSON.parse(text);
      const items = Array.isArray(parsed)
        ? parsed
        : (parsed as { questions?: unknown } | null)?.questions;
      if (!Array.isArray(items)) return { format, header: [], rows: [], count: 0 };
      const textOf = (item: unknown) =>
        String((item as { question_text?: unknown } | null)?.question_text ?? '');
      return {
        format,
        header: ['question_text'],
        rows: items.slice(0, PREVIEW_ROWS).map((item) => [textOf(item)]),
        count: items.length,
      };
    } catch {
      return { format, unreadable: true };
    }
  }
  const { default: Papa } = await import('papaparse');
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = data;
  return { format, header, rows: rows.slice(0, PREVIEW_ROWS), count: rows.length };
}
