import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written entry by entry as the export is built (fflate's streaming writer): JSON is
 * deflated, stored files (already compressed pictures and documents) pass through as they are
 * read, so no part of the input is held twice.
 */
export function createZipWriter() {
  const chunks: Uint8Array[] = [];
  let failed: unknown;
  let resolveDone!: () => void;
  let rejectDone!: (error: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      rejectDone(error);
      return;
    }
    chunks.push(chunk);
    if (final) resolveDone();
  });
  const check = () => {
    if (failed) throw failed;
  };
  return {
    addText(name: string, text: string): void {
      check();
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(new TextEncoder().encode(text), true);
    },
    async addStream(name: string, body: Readable): Promise<void> {
      check();
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of body as AsyncIterable<Uint8Array | string>)
        entry.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
      entry.push(new Uint8Array(0), true);
    },
    /** Ends the archive and answers its bytes. */
    async finish(): Promise<Buffer> {
      zip.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}
