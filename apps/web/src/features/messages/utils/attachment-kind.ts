import { ATTACHMENT_MAX_BYTES, type AttachmentKind } from '@quizarena/contracts';

/** The kind a chosen file will most likely be stored as; the server decides by its content. */
export function guessAttachmentKind(file: File): AttachmentKind | null {
  const name = file.name.toLowerCase();
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (name.endsWith('.docx')) return 'docx';
  if (name.endsWith('.doc')) return 'doc';
  if (file.type === 'text/plain' || name.endsWith('.txt')) return 'txt';
  return null;
}

/** Whether a file is over its kind's limit, so it need not be sent to be refused. */
export function tooLarge(file: File): boolean {
  const kind = guessAttachmentKind(file);
  const limit = kind
    ? ATTACHMENT_MAX_BYTES[kind]
    : Math.max(...Object.values(ATTACHMENT_MAX_BYTES));
  return file.size > limit;
}
