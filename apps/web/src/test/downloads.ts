import { vi } from 'vitest';
import { readText } from './blob-text';

/** A file offered: its name, its byte size and its text (a UTF-8 byte-order mark read away). */
export type Download = { fileName: string; size: number; text: () => Promise<string> };

/**
 * Records the files saveBlob offers (its object URL and link click stand in for the browser's
 * download) without replacing the module, so the test file can share its worker's modules.
 * Undo with vi.restoreAllMocks() and vi.unstubAllGlobals().
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  let last: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        last = blob;
        return 'blob:download';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = last!;
    downloads.push({ fileName: this.download, size: blob.size, text: () => readText(blob) });
  });
  return downloads;
}
