import { ATTACHMENT_MAX_BYTES, type AttachmentKind } from '@quizarena/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { isAcceptedImageType, toAttachmentImages, uploadRefused } from './avatar-image';

/** A message attachment checked and ready to store: what the file is, not what it was called. */
export type PreparedAttachment = {
  kind: AttachmentKind;
  mimeType: string;
  /** The stored file's extension (the storage serves nothing else). */
  extension: string;
  /** The bytes to store: re-encoded for an image, as sent for anything else. */
  data: Buffer;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
  /** The name as sent, made safe to show and to put in a download's header. */
  name: string;
};

/** Sniffed types taken as they are, and the one check each must pass beyond its magic bytes. */
const DOCUMENT_TYPES: Record<
  string,
  { kind: AttachmentKind; extension: string; mimeType: string; holds?: Buffer }
> = {
  'video/mp4': { kind: 'video', extension: 'mp4', mimeType: 'video/mp4' },
  'video/webm': { kind: 'video', extension: 'webm', mimeType: 'video/webm' },
  'application/pdf': { kind: 'pdf', extension: 'pdf', mimeType: 'application/pdf' },
  // Any OLE compound file (Excel, installers) sniffs as CFB; a Word file has this stream.
  'application/x-cfb': {
    kind: 'doc',
    extension: 'doc',
    mimeType: 'application/msword',
    holds: Buffer.from('WordDocument', 'utf16le'),
  },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'docx',
    extension: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    holds: Buffer.from('word/'),
  },
};

const MAX_NAME_LENGTH = 200;
// C0 and C1 controls, DEL, and the bidirectional overrides that make 'gnp.exe' read 'exe.png'.
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The uploaded name as it may be shown and sent back in a download: no folders, no control or
 * direction-changing characters, at most 200 characters; 'file' when nothing is left.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const base = (raw ?? '').replace(LONE_SURROGATE, '').split(/[/\\]/u).pop() ?? '';
  const cleaned = base.replace(UNSAFE_IN_NAMES, '').trim().replace(/^\.+/u, '');
  const shortened = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim();
  return shortened === '' ? 'file' : shortened;
}

const unsupported = () =>
  uploadRefused(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'must be an image, an MP4 or WebM video, a PDF, a Word document or a text file',
  );

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Whether the bytes are text a reader can open: valid UTF-8 without NUL. */
function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides what an uploaded attachment is from its bytes alone (the name counts for nothing,
 * except that text is only taken from a `.txt` name, since text has no magic bytes and HTML or
 * SVG are text too), enforces its kind's size, and re-encodes an image (with a thumbnail).
 * Refusals are 'Upload failed' with the reason for `body.file`: 415 for a kind not taken, 413
 * over the kind's size.
 */
export async function prepareAttachment(
  data: Buffer,
  originalName: string | undefined,
): Promise<PreparedAttachment> {
  const name = sanitizeFileName(originalName);
  const within = (kind: AttachmentKind) => {
    if (data.length > ATTACHMENT_MAX_BYTES[kind]) {
      throw uploadRefused(
        413,
        'PAYLOAD_TOO_LARGE',
        `must be at most ${megabytes(ATTACHMENT_MAX_BYTES[kind])} for this kind of file`,
      );
    }
  };
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed && isAcceptedImageType(sniffed.mime)) {
    within('image');
    const { image, thumbnail } = await toAttachmentImages(data);
    return {
      kind: 'image',
      mimeType: 'image/webp',
      extension: 'webp',
      data: image.data,
      thumbnail: thumbnail.data,
      width: image.width,
      height: image.height,
      name,
    };
  }
  const known = sniffed ? DOCUMENT_TYPES[sniffed.mime] : undefined;
  if (known) {
    if (known.holds && !data.includes(known.holds)) throw unsupported();
    within(known.kind);
    return {
      kind: known.kind,
      mimeType: known.mimeType,
      extension: known.extension,
      data,
      thumbnail: null,
      width: null,
      height: null,
      name,
    };
  }
  if (!sniffed && /\.txt$/iu.test(name) && isPlainText(data)) {
    within('txt');
    return {
      kind: 'txt',
      mimeType: 'text/plain; charset=utf-8',
      extension: 'txt',
      data,
      thumbnail: null,
      width: null,
      height: null,
      name,
    };
  }
  throw unsupported();
}
