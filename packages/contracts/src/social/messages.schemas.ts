import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { plainText, singleLineText } from '../common/text';
import {
  CONVERSATIONS_MAX_LIMIT,
  MAX_GROUP_PARTICIPANTS,
  MAX_MESSAGE_LENGTH,
  MESSAGES_DEFAULT_LIMIT,
  MESSAGES_MAX_LIMIT,
} from './social.rules';

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

/** Spec: message_type. `system` lines (joined, left, renamed) are written by the server only. */
export const MESSAGE_TYPES = ['text', 'quiz_challenge', 'system'] as const;
export const messageTypeSchema = z.enum(MESSAGE_TYPES);
/** Spec: sent, delivered, read (as the sender sees their own message). */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export const PARTICIPANT_ROLES = ['owner', 'admin', 'member'] as const;
export const participantRoleSchema = z.enum(PARTICIPANT_ROLES);

/** Attachment kinds a message may carry (spec: images, video, pdf, doc, docx, txt). */
export const ATTACHMENT_KINDS = ['image', 'video', 'pdf', 'doc', 'docx', 'txt'] as const;
export const attachmentKindSchema = z.enum(ATTACHMENT_KINDS);
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
/** The largest file of each kind, in bytes; the content is sniffed, never the name trusted. */
export const ATTACHMENT_MAX_BYTES: Record<AttachmentKind, number> = {
  image: 10 * 1024 * 1024,
  video: 25 * 1024 * 1024,
  pdf: 10 * 1024 * 1024,
  doc: 10 * 1024 * 1024,
  docx: 10 * 1024 * 1024,
  txt: 1024 * 1024,
};
/** The largest attachment of any kind: what `POST /api/uploads` reads for `path: messages`. */
export const MAX_ATTACHMENT_BYTES = Math.max(...Object.values(ATTACHMENT_MAX_BYTES));
/** What the file picker offers (`accept`); the server decides by content. */
export const ATTACHMENT_ACCEPT =
  'image/png,image/jpeg,image/webp,image/gif,video/mp4,video/webm,application/pdf,.doc,.docx,.txt,text/plain';

export const messageAttachmentSchema = z
  .object({
    id: z.uuid(),
    kind: attachmentKindSchema,
    /** The file's name as uploaded (downloads keep it). */
    name: z.string(),
    mime_type: z.string(),
    size: count,
    /** A signed address valid for a while; only participants are given one. */
    url: z.string(),
    thumbnail_url: z.string().nullable(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
  })
  .meta({ id: 'MessageAttachment' });
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSenderSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});

/** What a system line records; `content` carries the same in English. */
export const SYSTEM_EVENTS = ['joined', 'left', 'removed', 'renamed'] as const;

/** Spec: metadata of a challenge message; a system line's event, for a client to word itself. */
export const messageMetadataSchema = z.object({
  challenge_type: z.enum(['realtime', 'async']).optional(),
  challenge_id: z.uuid().optional(),
  quiz_id: z.string().optional(),
  status: z.string().optional(),
  /** A system line: who joined, left or was removed (their name), or the group's new name. */
  system: z
    .object({
      event: z.enum(SYSTEM_EVENTS),
      user_id: z.uuid().nullable(),
      name: z.string(),
    })
    .optional(),
});

/** Spec: Message. */
export const messageSchema = z
  .object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    sender_id: z.uuid().nullable(),
    sender: messageSenderSchema.nullable(),
    content: z.string(),
    message_type: messageTypeSchema,
    created_at: isoDateTime,
    /** For the reader: they have read it. For its sender: every other participant has. */
    is_read: z.boolean(),
    /** The sender's view: sent (stored), delivered (reached every other participant), read. */
    status: z.enum(MESSAGE_STATUSES),
    /** The message this one answers, shortened. */
    reply_to: z
      .object({
        id: z.uuid(),
        sender_name: z.string().nullable(),
        content: z.string(),
        /** A moderator removed the message answered: the quote says so instead of its text. */
        removed: z.boolean(),
      })
      .nullable(),
    metadata: messageMetadataSchema.nullable(),
    attachment: messageAttachmentSchema.nullable(),
    /** The client's own id for an optimistic message, echoed back. */
    client_id: z.string().nullable(),
    /** A moderator removed it: no content or file is left, the client says so in its place. */
    removed: z.boolean(),
    /** Its sender's account was erased: no content, file or sender; "deleted message" instead. */
    deleted: z.boolean(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;

export const conversationParticipantSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  is_online: z.boolean(),
  role: participantRoleSchema,
  joined_at: isoDateTime,
  last_seen: isoDateTime.nullable(),
});

/** Spec: Conversation (with the caller's own settings for it). */
export const conversationSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    is_group: z.boolean(),
    participants: z.array(conversationParticipantSchema),
    unread_count: count,
    is_muted: z.boolean(),
    is_archived: z.boolean(),
    is_pinned: z.boolean(),
    /** The caller hides rude words in what they read here (always on under 16). */
    filter_enabled: z.boolean(),
    /** A stranger's first message waiting for the caller to accept it (DECISIONS: messaging). */
    is_request: z.boolean(),
    /** The caller sent a message request the other has not accepted yet. */
    awaiting_acceptance: z.boolean(),
    avatar_url: z.string().nullable(),
    description: z.string().nullable(),
    my_role: participantRoleSchema,
    created_at: isoDateTime,
    last_message: z
      .object({
        id: z.uuid(),
        sender_id: z.uuid().nullable(),
        sender: z.string().nullable(),
        content: z.string(),
        message_type: messageTypeSchema,
        created_at: isoDateTime,
        is_read: z.boolean(),
        has_attachment: z.boolean(),
        /** A moderator removed it: the list says so instead of its text. */
        removed: z.boolean(),
        /** A system line's event, for the list to word it as the thread does. */
        metadata: messageMetadataSchema.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

// Bodies and queries -----------------------------------------------------------------------------

const conversationName = singleLineText().min(1, 'Name is required').max(80);
const conversationDescription = plainText().max(500).nullable().optional();

/**
 * `POST /api/social/conversations`: one other participant and no `is_group` opens (or answers
 * the existing) direct conversation; a group needs a name and friends only.
 */
export const createConversationBodySchema = z
  .strictObject({
    participant_ids: z
      .array(z.uuid())
      .min(1, 'Choose at least one person')
      .max(MAX_GROUP_PARTICIPANTS - 1),
    is_group: z.boolean().optional(),
    name: conversationName.optional(),
    description: conversationDescription,
  })
  .refine((body) => !body.is_group || body.name !== undefined, {
    message: 'A group needs a name',
    path: ['name'],
  });
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

export const conversationsQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default(''),
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  limit: z.coerce.number().int().min(1).max(CONVERSATIONS_MAX_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const conversationParamsSchema = z.strictObject({ id: z.uuid() });
export const conversationMemberParamsSchema = z.strictObject({ id: z.uuid(), userId: z.uuid() });

/** `GET /api/social/conversations/{id}/messages`: newest `limit` (or those before a cursor). */
export const messagesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MESSAGES_MAX_LIMIT).default(MESSAGES_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  /** A message id: answer the ones before it (infinite scroll upward). */
  before: z.uuid().optional(),
});

/** `POST /api/social/messages`. */
export const sendMessageBodySchema = z
  .strictObject({
    conversation_id: z.uuid(),
    content: plainText().max(MAX_MESSAGE_LENGTH, `At most ${MAX_MESSAGE_LENGTH} characters`),
    message_type: z.literal('text').default('text'),
    reply_to: z.uuid().nullable().optional(),
    attachment_id: z.uuid().nullable().optional(),
    client_id: z.string().max(64).optional(),
  })
  .refine((body) => body.content.length > 0 || body.attachment_id, {
    message: 'Message cannot be empty',
    path: ['content'],
  });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/** `PATCH /api/social/conversations/{id}/settings`: the caller's own view of it. */
export const conversationSettingsBodySchema = z
  .strictObject({
    is_muted: z.boolean().optional(),
    is_archived: z.boolean().optional(),
    is_pinned: z.boolean().optional(),
    filter_enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');

/** `PUT /api/social/conversations/{id}`: a group's owner or admins. */
export const updateConversationBodySchema = z
  .strictObject({
    name: conversationName.optional(),
    description: conversationDescription,
    /** An image uploaded with `path: conversations` (its url), or null to clear. */
    avatar_url: z.string().max(300).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');

export const addMembersBodySchema = z.strictObject({
  user_ids: z
    .array(z.uuid())
    .min(1)
    .max(MAX_GROUP_PARTICIPANTS - 1),
});
export const memberRoleBodySchema = z.strictObject({ role: z.enum(['admin', 'member']) });

/**
 * `GET /api/social/attachments/{id}`: a signed address (public; a tampered or expired one is
 * not found). Participants receive these addresses in `MessageAttachment`, never build them.
 */
export const attachmentParamsSchema = z.strictObject({ id: z.uuid() });
export const attachmentQuerySchema = z.strictObject({
  variant: z.enum(['original', 'thumbnail']).default('original'),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});

/** `POST /api/social/conversations/{id}/read` (and `/delivered`): up to a message, or all. */
export const conversationMarkBodySchema = z.strictObject({
  up_to_message_id: z.uuid().optional(),
});

// Answers ----------------------------------------------------------------------------------------

export const conversationsResponseSchema = successEnvelope(
  z.object({
    conversations: z.array(conversationSchema),
    total: count,
    /** Unread messages across the caller's conversations that are not muted. */
    unread_total: count,
  }),
);
export const conversationResponseSchema = successEnvelope(
  z.object({ conversation: conversationSchema }),
);
export const messagesResponseSchema = successEnvelope(
  z.object({ messages: z.array(messageSchema), has_more: z.boolean() }),
);
export const messageResponseSchema = successEnvelope(z.object({ message: messageSchema }));
/** `DELETE .../members/{userId}` by the caller themself: they left the group. */
export const leaveConversationResponseSchema = successEnvelope(
  z.object({ left: z.literal(true), conversation_id: z.uuid() }),
);
export const conversationMarkResponseSchema = successEnvelope(
  z.object({ conversation_id: z.uuid(), unread_count: count, unread_total: count }),
);

/** Typing, as a participant broadcasts it on `conversation:{id}:typing`. */
export const typingBroadcastSchema = z.strictObject({ is_typing: z.boolean() });
/** Typing, as the server relays it to the other participants. */
export const typingEventSchema = z.object({
  conversation_id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  is_typing: z.boolean(),
  at: isoDateTime,
});
export type TypingEvent = z.infer<typeof typingEventSchema>;
