import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { messageAttachmentSchema } from '../social/messages.schemas';

/**
 * The largest picture `POST /api/uploads` takes (avatars, group pictures), in bytes (5 MB);
 * larger answers 413. A message attachment may be larger: `ATTACHMENT_MAX_BYTES` per kind.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Image types an avatar may be sent as; the server sniffs the content, never the name. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The folders `path` may name; the server picks the file name itself. */
export const UPLOAD_FOLDERS = ['avatars', 'messages', 'conversations', 'questions'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Avatars are stored as this many pixels square. */
export const AVATAR_SIZE = 256;

/** The message a client shows for any refused or failed upload. */
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';

/** The multipart form `POST /api/uploads` reads (documentation: the body is streamed, not JSON). */
export const uploadBodySchema = z
  .object({
    file: z
      .file()
      .describe(
        'A PNG, JPEG, WebP or GIF image of at most 5 MB; for "messages", an image, video (MP4, ' +
          "WebM), PDF, Word document or text file within its kind's limit",
      ),
    path: z
      .string()
      .describe(
        'Where it goes: "avatars" (or "avatars/<name>"; the server names the file), "messages" ' +
          '(a message attachment), "conversations" (a group conversation picture) or ' +
          '"questions" (a question\'s picture, for question authors: educators and admins)',
      ),
  })
  .meta({ id: 'UploadBody' });

export const uploadResultSchema = successEnvelope(
  z.object({
    /** Where the stored file is served; for an avatar, also the caller's new avatar_url. */
    url: z.string(),
    /** The stored file's key, `avatars/<random>.webp`; for an attachment `messages/<its id>`. */
    path: z.string(),
    /**
     * For `path: messages`: the stored attachment, to send with `POST /api/social/messages`
     * (`attachment_id`). Only the uploader may attach it, once.
     */
    attachment: messageAttachmentSchema.optional(),
  }),
).meta({ id: 'UploadResult' });
export type UploadResult = z.infer<typeof uploadResultSchema>;
