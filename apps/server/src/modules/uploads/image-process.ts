import { spawn } from 'node:child_process';
import { serverRoot } from '../../paths';

/** What the child does with the image: sharp's decoder options and the re-encoding. */
export type ReencodeJob = {
  decode: Record<string, unknown>;
  size: number;
  quality: number;
  timeoutSeconds: number;
};

/** Reads the image on stdin, writes the WebP on stdout; any failure is a non-zero exit. */
const childScript = (job: ReencodeJob) => `
import sharp from 'sharp';
sharp.cache(false);
sharp.concurrency(1);
const job = ${JSON.stringify(job)};
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const output = await sharp(Buffer.concat(chunks), job.decode)
  .resize(job.size, job.size, { fit: 'cover', position: 'centre' })
  .webp({ quality: job.quality, effort: 4 })
  .timeout({ seconds: job.timeoutSeconds })
  .toBuffer();
process.stdout.end(output);
`;

/**
 * Decodes and re-encodes one image in a short-lived child process. Decoding a 40-megapixel
 * image takes a hundred megabytes or more, and glibc's allocator keeps what its threads once
 * held: in-process, six such uploads left the server some 150 MB larger for good. A process that
 * exits gives all of it back. Costs a few tens of milliseconds to start, rare next to uploads.
 */
export function reencodeInChild(input: Buffer, job: ReencodeJob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', childScript(job)], {
      // Resolves sharp from the server's node_modules, in source and in dist alike.
      cwd: serverRoot,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    const output: Buffer[] = [];
    // sharp's own timeout covers the pixels; this covers a child that hangs before them.
    const timer = setTimeout(() => child.kill('SIGKILL'), (job.timeoutSeconds + 10) * 1000);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    // A child that fails early closes its stdin under us: its exit code says why.
    child.stdin.on('error', () => {});
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(output));
      else reject(new Error(`image process ended with ${signal ?? `code ${code}`}`));
    });
    child.stdin.end(input);
  });
}
