import multipart from '@fastify/multipart';
import {
  MAX_ATTACHMENT_BYTES,
  UPLOAD_FAILED_MESSAGE,
  uploadBodySchema,
  uploadResultSchema,
} from '@quizarena/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { uploadRefused } from './avatar-image';
import {
  maxUploadBytes,
  uploadFolderOf,
  type UploadInput,
  type UploadsService,
} from './uploads.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DOWNLOAD_NAMES: Record<string, string> = {
  'image/webp': 'avatar.webp',
  'image/png': 'avatar.png',
};

/** The most a file sent to `path` may have; an unknown path takes the smallest (it is refused). */
function capOf(path: string): number {
  try {
    return maxUploadBytes(uploadFolderOf(path));
  } catch {
    return maxUploadBytes('avatars');
  }
}

const tooLarge = (cap: number) =>
  uploadRefused(413, 'PAYLOAD_TOO_LARGE', `must be at most ${cap / (1024 * 1024)} MB`);

/**
 * Reads the form as it streams: `file` and `path`. The file may have the most its folder takes
 * (5 MB for pictures, an attachment's largest kind for messages); past it the rest is drained
 * uncounted, never buffered, and the answer is 413. The folder is known while the file streams
 * when `path` comes first; otherwise the attachment cap holds until the service checks the
 * folder's own. Any other part is drained and named in a 400.
 */
async function readUploadForm(app: FastifyInstance, request: FastifyRequest): Promise<UploadInput> {
  let path: string | undefined;
  let file: Buffer | undefined;
  let filename: string | undefined;
  let cap = MAX_ATTACHMENT_BYTES;
  let oversize = false;
  const unexpected: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && file === undefined && !oversize) {
        filename = part.filename;
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= cap) chunks.push(chunk);
        }
        if (size > cap) oversize = true;
        else file = Buffer.concat(chunks);
      } else if (part.type === 'field' && part.fieldname === 'path' && path === undefined) {
        // A truncated or non-text value can only be refused: '' names no folder.
        path = typeof part.value === 'string' && !part.valueTruncated ? part.value : '';
        if (file === undefined && !oversize) cap = capOf(path);
      } else {
        if (part.type === 'file') part.file.resume();
        unexpected.push(`body.${part.fieldname}`);
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge(cap);
    throw error;
  }
  if (oversize) throw tooLarge(cap);
  if (unexpected.length > 0) {
    const details = unexpected.map((field) => ({ field, message: 'is not an allowed field' }));
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      details.map((detail) => `${detail.field}: ${detail.message}`).join('; '),
      { details },
    );
  }
  return { path, file, filename };
}

/** `POST /api/uploads`, inside the API scope: signed-in callers only (the guard's default). */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (
  app,
  { uploads },
) => {
  // Registered in this scope only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_ATTACHMENT_BYTES,
      files: 1,
      fields: 2,
      parts: 4,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a file (multipart: file, path): your avatar, a message attachment or a group picture',
        description:
          '`path: avatars`: re-encoded as a 256 x 256 WebP and set as your avatar_url. ' +
          '`path: conversations`: a group picture made the same way; set it with ' +
          '`PUT /api/social/conversations/{id}`. `path: messages`: a message attachment (images ' +
          're-encoded, at most 1600 px, with a thumbnail; MP4 and WebM videos, PDF, Word ' +
          "documents and UTF-8 text files as sent, each within its kind's size), answered with " +
          '`attachment` to send with `POST /api/social/messages`. The type is read from the ' +
          'bytes, never the name: anything else answers 415, an oversized file 413.',
        consumes: ['multipart/form-data'],
        body: uploadBodySchema,
        response: { 201: uploadResultSchema, ...errorResponses(400, 401, 413, 415) },
      },
      // Before validation: any body but a multipart form is refused as such.
      preValidation: async (request) => {
        if (!request.isMultipart()) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_FAILED_MESSAGE, {
            details: [{ field: 'headers.content-type', message: 'must be multipart/form-data' }],
          });
        }
      },
      // The schema documents the form. The form is read from the stream in the handler, so
      // validation sees no body; were there one, it would still have to meet the schema.
      validatorCompiler: ({ method, url, httpPart }) => {
        const validate = validatorCompiler({ schema: uploadBodySchema, method, url, httpPart });
        return (data) => (data == null ? { value: data } : validate(data));
      },
    },
    async (request, reply) => {
      if (!request.auth) throw AppError.unauthorized();
      const input = await readUploadForm(app, request);
      const data = await uploads.upload(request.auth.user.id, input);
      return reply.code(201).send({ success: true as const, data });
    },
  );
};

/**
 * `GET /uploads/<folder>/<name>`, outside /api and public (avatars show to other players).
 * Names are random and never reused, so answers may be cached for good.
 */
export async function uploadFileRoutes(
  app: FastifyInstance,
  { uploads }: { uploads: UploadsService },
): Promise<void> {
  app.get('/uploads/:folder/:name', { schema: { hide: true } }, async (request, reply) => {
    const { folder, name } = request.params as { folder: string; name: string };
    const file = await uploads.open(folder, name);
    if (!file) throw AppError.noRoute(request.method, request.url);
    return (
      reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="${DOWNLOAD_NAMES[file.contentType] ?? 'file'}"`,
        )
        // Opened on its own, the file is an image and nothing else may run beside it.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .send(file.body)
    );
  });
}
