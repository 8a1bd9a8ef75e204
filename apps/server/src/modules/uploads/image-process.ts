import { spawn } from 'node:child_process';
import { serverRoot } from '../../paths';

/** One picture the child makes: a box, and whether the image covers it or fits inside it. */
export type ReencodeOutput = { width: number; height: number; fit: 'cover' | 'inside' };

/** What the child does with the image: sharp's decoder options and the pictures to make. */
export type ReencodeJob = {
  decode: Record<string, unknown>;
  outputs: ReencodeOutput[];
  quality: number;
  timeoutSeconds: number;
};

/** A WebP the child made, with its size in pixels. */
export type ReencodedImage = { data: Buffer; width: number; height: number };

/**
 * Reads the image on stdin and writes each output as a frame on stdout: three 32-bit big-endian
 * numbers (length, width, height), then the WebP. Any failure is a non-zero exit.
 */
const childScript = (job: ReencodeJob) => `
import sharp from 'sharp';
sharp.cache(false);
sharp.concurrency(1);
const job = ${JSON.stringify(job)};
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const decoded = sharp(Buffer.concat(chunks), job.decode);
const frames = [];
for (const output of job.outputs) {
  const { data, info } = await decoded
    .clone()
    .resize(output.width, output.height, {
      fit: output.fit,
      position: 'centre',
      withoutEnlargement: output.fit === 'inside',
    })
    .webp({ quality: job.quality, effort: 4 })
    .timeout({ seconds: job.timeoutSeconds })
    .toBuffer({ resolveWithObject: true });
  const head = Buffer.alloc(12);
  head.writeUInt32BE(data.length, 0);
  head.writeUInt32BE(info.width, 4);
  head.writeUInt32BE(info.height, 8);
  frames.push(head, data);
}
process.stdout.end(Buffer.concat(frames));
`;

function readFrames(output: Buffer, expected: number): ReencodedImage[] {
  const images: ReencodedImage[] = [];
  let at = 0;
  while (at + 12 <= output.length) {
    const length = output.readUInt32BE(at);
    const data = output.subarray(at + 12, at + 12 + length);
    if (data.length !== length) break;
    images.push({ data, width: output.readUInt32BE(at + 4), height: output.readUInt32BE(at + 8) });
    at += 12 + length;
  }
  if (images.length !== expected || at !== output.length)
    throw new Error('image process answered a broken frame');
  return images;
}

/**
 * Decodes and re-encodes one image in a short-lived child process. Decoding a 40-megapixel
 * image takes a hundred megabytes or more, and glibc's allocator keeps what its threads once
 * held: in-process, six such uploads left the server some 150 MB larger for good. A process that
 * exits gives all of it back. Costs a few tens of milliseconds to start, rare next to uploads.
 */
export function reencodeInChild(input: Buffer, job: ReencodeJob): Promise<ReencodedImage[]> {
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
      if (code !== 0) {
        reject(new Error(`image process ended with ${signal ?? `code ${code}`}`));
        return;
      }
      try {
        resolve(readFrames(Buffer.concat(output), job.outputs.length));
      } catch (error) {
        reject(error);
      }
    });
    child.stdin.end(input);
  });
}
