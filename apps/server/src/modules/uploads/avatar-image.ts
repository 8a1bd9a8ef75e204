import os from 'node:os';
import { AVATAR_SIZE, UPLOAD_FAILED_MESSAGE } from '@quizarena/contracts';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import { reencodeInChild, type ReencodedImage, type ReencodeOutput } from './image-process';

// Memory, not speed, bounds image work here. The pixels are decoded in a child process of their
// own (image-process.ts), one image per core at a time: six parallel 40-megapixel uploads then
// cost two decodes' worth of memory at once, and none of it stays. In this process sharp only
// reads headers; libvips' operation cache would keep images for reuse we never have.
sharp.cache(false);
const decodeSlots = pLimit(Math.max(1, os.availableParallelism()));

/** How many images are decoded at most at once (one per core). */
export const MAX_PARALLEL_DECODES = decodeSlots.concurrency;

/**
 * The most pixels an uploaded image may declare (about 40 megapixels, e.g. 8000 x 5000). Far
 * above any camera's avatar, far below what it takes to exhaust memory while decoding; a
 * 20,000 x 20,000 PNG of a few kilobytes is refused from its header, before any decoding.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Sniffed MIME type (file-type) to the decoder sharp must agree on; nothing else is taken. */
const ACCEPTED: Record<string, string> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const DECODE_OPTIONS = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Untrusted input: stop at the first decoder warning rather than render garbage.
  failOn: 'warning',
  // An animated GIF or WebP becomes its first frame.
  pages: 1,
} as const;

/** The one refusal shape: 'Upload failed', with the reason in `details` for `body.file`. */
export function uploadRefused(statusCode: number, code: string, reason: string): AppError {
  return new AppError(statusCode, code, UPLOAD_FAILED_MESSAGE, {
    details: [{ field: 'body.file', message: reason }],
  });
}

const notAnImage = () =>
  uploadRefused(415, 'UNSUPPORTED_MEDIA_TYPE', 'must be a PNG, JPEG, WebP or GIF image');

/**
 * Turns an untrusted upload into a 256 x 256 WebP avatar, waiting for a decode slot (one per
 * core) first. The bytes are sniffed (the name and
 * the declared type count for nothing), the decoder must agree with the sniffed type (so SVG,
 * HTML, text and anything else are refused), the declared size is checked against the pixel
 * cap before decoding, and the image is decoded and re-encoded, which drops EXIF, GPS, comments
 * and whatever a polyglot carried after or between its image chunks.
 */
export function toAvatarImage(input: Buffer): Promise<Buffer> {
  return decodeSlots(async () => {
    const [avatar] = await reencode(input, [
      { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' },
    ]);
    return avatar!.data;
  });
}

/** The longest side of an image attachment as stored, and of its thumbnail, in pixels. */
export const ATTACHMENT_IMAGE_SIZE = 1600;
export const ATTACHMENT_THUMBNAIL_SIZE = 320;

/**
 * An image attachment as it is stored: at most 1600 px on its longest side and a 320 px
 * thumbnail, both WebP, made the same way as an avatar (sniffed, the decoder agreeing, the
 * pixel cap, re-encoded in a child process, so EXIF and GPS are gone).
 */
export function toAttachmentImages(
  input: Buffer,
): Promise<{ image: ReencodedImage; thumbnail: ReencodedImage }> {
  return decodeSlots(async () => {
    const [image, thumbnail] = await reencode(input, [
      { width: ATTACHMENT_IMAGE_SIZE, height: ATTACHMENT_IMAGE_SIZE, fit: 'inside' },
      { width: ATTACHMENT_THUMBNAIL_SIZE, height: ATTACHMENT_THUMBNAIL_SIZE, fit: 'inside' },
    ]);
    return { image: image!, thumbnail: thumbnail! };
  });
}

/**
 * A question's picture as it is stored: at most 1600 px on its longest side, WebP, made as a
 * message's image is (sniffed, the decoder agreeing, the pixel cap, re-encoded in a child
 * process, so EXIF and GPS are gone). No thumbnail: it is shown at one size, in the card.
 */
export function toQuestionImage(input: Buffer): Promise<Buffer> {
  return decodeSlots(async () => {
    const [image] = await reencode(input, [
      { width: ATTACHMENT_IMAGE_SIZE, height: ATTACHMENT_IMAGE_SIZE, fit: 'inside' },
    ]);
    return image!.data;
  });
}

/** Whether sniffed bytes are one of the image types taken (the decoder is still asked). */
export function isAcceptedImageType(mime: string | undefined): boolean {
  return mime !== undefined && ACCEPTED[mime] !== undefined;
}

async function reencode(input: Buffer, outputs: ReencodeOutput[]): Promise<ReencodedImage[]> {
  const sniffed = await fileTypeFromBuffer(input);
  const format = sniffed ? ACCEPTED[sniffed.mime] : undefined;
  if (!format) throw notAnImage();

  let metadata: Metadata;
  try {
    // Reads the header only, so the declared size can be refused below with its own answer.
    metadata = await sharp(input, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== format) throw notAnImage();
  const pageHeight = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !pageHeight) throw notAnImage();
  if (metadata.width * pageHeight > MAX_INPUT_PIXELS) {
    throw uploadRefused(
      413,
      'PAYLOAD_TOO_LARGE',
      `must be at most ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels`,
    );
  }

  try {
    return await reencodeInChild(input, {
      decode: { ...DECODE_OPTIONS, autoOrient: true },
      outputs,
      quality: 82,
      timeoutSeconds: 10,
    });
  } catch {
    // A header that promised an image and pixel data that did not deliver one.
    throw notAnImage();
  }
}
