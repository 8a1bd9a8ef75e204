import { z } from 'zod';
import { earnedAchievementSchema } from '../achievements/achievements.schemas';
import { successEnvelope } from '../common/envelope';
import { gameFrameSchema } from '../games/games.frames';
import { leaderboardScopeSchema } from '../leaderboard/leaderboard.schemas';
import { matchmakingStateSchema } from '../matchmaking/matchmaking.schemas';
import { relationshipSchema } from '../social/friends.schemas';
import { messageSchema, typingEventSchema } from '../social/messages.schemas';
import { notificationSchema } from '../social/notifications.schemas';

/**
 * The realtime protocol (spec 01 sections 4 and 7, spec 02 "Realtime channels"): one WebSocket
 * per signed-in client at `REALTIME_PATH`, every frame a JSON `{event, payload}`.
 */
export const REALTIME_PATH = '/ws';

/** docs/SECURITY.md, Realtime: frames above this close the socket with 1009. */
export const REALTIME_MAX_PAYLOAD_BYTES = 64 * 1024;
/** Messages a connection may send: a steady rate with a burst allowance; beyond it, close 1008. */
export const REALTIME_RATE_PER_SECOND = 10;
export const REALTIME_RATE_BURST = 20;
/** Channels one connection may hold at once. */
export const REALTIME_MAX_SUBSCRIPTIONS = 100;
/** How long a ticket from `POST /api/realtime/ticket` can be redeemed, once. */
export const REALTIME_TICKET_TTL_SECONDS = 30;

/** Close codes the client acts on. */
export const REALTIME_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  policyViolation: 1008,
  messageTooBig: 1009,
  /** The client could not keep up with its messages; reconnecting starts it afresh. */
  tryAgainLater: 1013,
  /** The session behind the socket ended (sign-out, password change or reset, disabled account). */
  sessionEnded: 4001,
} as const;

/** Spec: after a close, retry with a 2^attempt-second delay, at most 5 attempts. */
export const REALTIME_MAX_RECONNECT_ATTEMPTS = 5;

/** The delay before reconnect attempt `attempt` (1-based), or null once attempts are used up. */
export function reconnectDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > REALTIME_MAX_RECONNECT_ATTEMPTS)
    return null;
  return 2 ** attempt * 1000;
}

// Channels ---------------------------------------------------------------------------------------

export const GAME_SESSION_EVENTS = [
  'game_update',
  'player_join',
  'player_leave',
  'game_end',
] as const;
export type GameSessionEvent = (typeof GAME_SESSION_EVENTS)[number];

/** A channel name read into its parts; every channel belongs to the module named by `kind`. */
export type RealtimeChannel =
  | { kind: 'game_session'; sessionId: string; event: GameSessionEvent }
  | { kind: 'leaderboard'; scope: string }
  | { kind: 'achievements'; userId: string }
  | { kind: 'study_group'; groupId: string }
  /** A tournament's bracket moved (a seat taken or given back, a match opened or decided). */
  | { kind: 'tournament'; tournamentId: string }
  /** The user's own inbox: notifications, messages, receipts (only the user subscribes). */
  | { kind: 'user'; userId: string }
  /** Typing in one conversation (its participants subscribe and broadcast). */
  | { kind: 'conversation'; conversationId: string };
export type RealtimeChannelKind = RealtimeChannel['kind'];

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const CHANNEL_PATTERNS = {
  game_session: new RegExp(`^game_session:(${UUID}):(${GAME_SESSION_EVENTS.join('|')})$`),
  leaderboard: /^leaderboard:([^:]{1,64}):update$/,
  achievements: new RegExp(`^achievements:(${UUID}):unlocked$`),
  study_group: new RegExp(`^study_group:(${UUID}):message$`),
  tournament: new RegExp(`^tournament:(${UUID}):bracket$`),
  user: new RegExp(`^user:(${UUID}):inbox$`),
  conversation: new RegExp(`^conversation:(${UUID}):typing$`),
};

/** Reads a channel name, or null when it is not one of the spec's channels. */
export function parseChannel(name: string): RealtimeChannel | null {
  let match = CHANNEL_PATTERNS.game_session.exec(name);
  if (match)
    return {
      kind: 'game_session',
      sessionId: match[1]!.toLowerCase(),
      event: match[2] as GameSessionEvent,
    };
  match = CHANNEL_PATTERNS.leaderboard.exec(name);
  if (match) {
    const scope = match[1]!;
    if (!leaderboardScopeSchema.safeParse(scope).success) return null;
    // Ids in scopes are lower-cased like every other id, so a channel has one spelling.
    return {
      kind: 'leaderboard',
      scope: /^(global|organization|level)$/.test(scope) ? scope : scope.toLowerCase(),
    };
  }
  match = CHANNEL_PATTERNS.achievements.exec(name);
  if (match) return { kind: 'achievements', userId: match[1]!.toLowerCase() };
  match = CHANNEL_PATTERNS.study_group.exec(name);
  if (match) return { kind: 'study_group', groupId: match[1]!.toLowerCase() };
  match = CHANNEL_PATTERNS.tournament.exec(name);
  if (match) return { kind: 'tournament', tournamentId: match[1]!.toLowerCase() };
  match = CHANNEL_PATTERNS.user.exec(name);
  if (match) return { kind: 'user', userId: match[1]!.toLowerCase() };
  match = CHANNEL_PATTERNS.conversation.exec(name);
  if (match) return { kind: 'conversation', conversationId: match[1]!.toLowerCase() };
  return null;
}

/** The one spelling of a channel (ids lower-cased), so `A` and `a` are the same channel. */
export function channelName(channel: RealtimeChannel): string {
  switch (channel.kind) {
    case 'game_session':
      return `game_session:${channel.sessionId}:${channel.event}`;
    case 'leaderboard':
      return `leaderboard:${channel.scope}:update`;
    case 'achievements':
      return `achievements:${channel.userId}:unlocked`;
    case 'study_group':
      return `study_group:${channel.groupId}:message`;
    case 'tournament':
      return `tournament:${channel.tournamentId}:bracket`;
    case 'user':
      return `user:${channel.userId}:inbox`;
    case 'conversation':
      return `conversation:${channel.conversationId}:typing`;
  }
}

export const channelNameSchema = z
  .string()
  .max(128)
  .refine((value) => parseChannel(value) !== null, {
    message:
      'Expected a channel: game_session:{id}:game_update|player_join|player_leave|game_end, ' +
      'leaderboard:{scope}:update, achievements:{userId}:unlocked, study_group:{id}:message, ' +
      'tournament:{id}:bracket, ' +
      'user:{userId}:inbox or conversation:{id}:typing',
  });

// What server events carry on each channel -------------------------------------------------------

const isoDateTime = z.iso.datetime({ offset: true });

/** One player as live game events show them (spec: players list with user_id and name). */
export const gamePlayerSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  score: z.number().int().nonnegative(),
  answered_count: z.number().int().nonnegative(),
  correct_answers: z.number().int().nonnegative(),
});
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

export const gameStateSchema = z.object({
  session_id: z.uuid(),
  status: z.enum(['active', 'completed', 'abandoned']),
  total_questions: z.number().int().nonnegative(),
  players: z.array(gamePlayerSchema),
});
export type GameState = z.infer<typeof gameStateSchema>;

export const gamePlayerChangeSchema = z.object({
  session_id: z.uuid(),
  player: z.object({ user_id: z.uuid(), name: z.string() }),
});

export const leaderboardUpdateSchema = z.object({
  scope: z.string(),
  updated_at: isoDateTime,
});
export type LeaderboardUpdate = z.infer<typeof leaderboardUpdateSchema>;

/** Spec 02: a study-group realtime chat message. */
export const chatMessageSchema = z.object({
  user_id: z.uuid(),
  user_name: z.string(),
  message: z.string(),
  timestamp: isoDateTime,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * What the user's own inbox channel carries. Each recipient gets their own copy of a message
 * (read state, the rude-word filter and attachment addresses are theirs).
 */
export const inboxEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('notification'),
    notification: notificationSchema,
    unread_count: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('notifications_read'),
    unread_count: z.number().int().nonnegative(),
  }),
  z.object({ type: z.literal('message'), message: messageSchema }),
  /** A participant's delivered or read mark moved (the sender's ticks follow it). */
  z.object({
    type: z.literal('receipt'),
    conversation_id: z.uuid(),
    user_id: z.uuid(),
    delivered_up_to: isoDateTime.nullable(),
    read_up_to: isoDateTime.nullable(),
  }),
  /** A conversation the user is in was created, changed, or the user left or was removed. */
  z.object({
    type: z.literal('conversation'),
    conversation_id: z.uuid(),
    change: z.enum(['created', 'updated', 'removed']),
  }),
  /** A friend came online, went offline or hid their presence. */
  z.object({
    type: z.literal('presence'),
    user_id: z.uuid(),
    is_online: z.boolean(),
    last_seen: isoDateTime.nullable(),
  }),
  /** A live game's frame meant for this player alone (an answer's ack, a power-up, a view). */
  z.object({ type: z.literal('game'), game_id: z.uuid(), frame: gameFrameSchema }),
  /**
   * A challenge the user is in changed: sent, answered, started (its live game), played by
   * someone, completed, expired or cancelled. Read it again for the whole picture.
   */
  z.object({
    type: z.literal('challenge'),
    challenge_id: z.uuid(),
    change: z.enum([
      'created',
      'accepted',
      'declined',
      'started',
      'played',
      'completed',
      'expired',
      'cancelled',
    ]),
    /** The live game to go to when a realtime challenge started. */
    game_id: z.uuid().nullable(),
  }),
  /** The user's Quick Match search ended: matched (a game to go to) or run out. */
  z.object({ type: z.literal('matchmaking'), state: matchmakingStateSchema }),
  /** Where the user stands with another player changed (request, accept, remove, block). */
  z.object({
    type: z.literal('relationship'),
    user_id: z.uuid(),
    relationship: relationshipSchema,
  }),
]);
export type InboxEvent = z.infer<typeof inboxEventSchema>;

/**
 * A tournament's bracket moved: the page reads the tournament again (the bracket is whole in
 * its answer, so a hint is enough and a missed one costs a refresh).
 */
export const tournamentUpdateSchema = z.object({
  tournament_id: z.uuid(),
  current_participants: z.number().int(),
  status: z.enum(['upcoming', 'registration', 'active', 'completed', 'cancelled']),
  current_round: z.number().int(),
});
export type TournamentUpdate = z.infer<typeof tournamentUpdateSchema>;

/** The schema of what the server sends on a channel. */
export function channelDataSchema(channel: RealtimeChannel): z.ZodType {
  switch (channel.kind) {
    case 'achievements':
      return earnedAchievementSchema;
    case 'leaderboard':
      return leaderboardUpdateSchema;
    case 'study_group':
      return chatMessageSchema;
    case 'tournament':
      return tournamentUpdateSchema;
    case 'user':
      return inboxEventSchema;
    case 'conversation':
      return typingEventSchema;
    case 'game_session':
      // A solo quiz's session publishes its state; a live game publishes every frame of its
      // engine on `game_update` (docs/ARCHITECTURE.md, Live games).
      if (channel.event === 'player_join' || channel.event === 'player_leave')
        return gamePlayerChangeSchema;
      return channel.event === 'game_update'
        ? z.union([gameStateSchema, gameFrameSchema])
        : gameStateSchema;
  }
}

/** What a client may broadcast to a study group: the owning module adds who and when. */
export const chatBroadcastSchema = z.strictObject({
  message: z.string().trim().min(1, 'Message cannot be empty').max(2000, 'At most 2000 characters'),
});

// Client to server -------------------------------------------------------------------------------

/** An optional id the client picks; the answer or error to that message carries it back. */
const ref = z.string().max(64).optional();

export const realtimeClientMessageSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('subscribe'),
    payload: z.strictObject({ channel: channelNameSchema, ref }),
  }),
  z.strictObject({
    event: z.literal('unsubscribe'),
    payload: z.strictObject({ channel: channelNameSchema, ref }),
  }),
  z.strictObject({
    event: z.literal('broadcast'),
    payload: z.strictObject({ channel: channelNameSchema, data: z.unknown(), ref }),
  }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

// Server to client -------------------------------------------------------------------------------

export const REALTIME_ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNKNOWN_EVENT',
  'FORBIDDEN',
  'NOT_FOUND',
  'READ_ONLY_CHANNEL',
  'TOO_MANY_SUBSCRIPTIONS',
  /** The owner's limit on a kind of message (game chat, say) was reached; wait a little. */
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];

export const realtimeServerMessageSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('connected'),
    payload: z.object({
      connection_id: z.string(),
      user_id: z.uuid(),
      heartbeat_ms: z.number().int().positive(),
    }),
  }),
  z.object({
    event: z.literal('subscribed'),
    payload: z.object({ channel: z.string(), ref }),
  }),
  z.object({
    event: z.literal('unsubscribed'),
    payload: z.object({ channel: z.string(), ref }),
  }),
  z.object({
    event: z.literal('message'),
    payload: z.object({ channel: z.string(), data: z.unknown() }),
  }),
  z.object({
    event: z.literal('error'),
    payload: z.object({
      code: z.enum(REALTIME_ERROR_CODES),
      message: z.string(),
      /** The offending field, dotted (`payload.channel`), when one is to blame. */
      field: z.string().optional(),
      channel: z.string().optional(),
      ref,
    }),
  }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/**
 * Reads a server frame fully: the envelope, then a `message`'s data against its channel's
 * schema. Null for anything that does not fit (a client ignores it rather than trusting it).
 */
export function parseServerMessage(raw: string): RealtimeServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = realtimeServerMessageSchema.safeParse(json);
  if (!parsed.success) return null;
  if (parsed.data.event !== 'message') return parsed.data;
  const channel = parseChannel(parsed.data.payload.channel);
  if (!channel) return null;
  const data = channelDataSchema(channel).safeParse(parsed.data.payload.data);
  return data.success
    ? { event: 'message', payload: { channel: parsed.data.payload.channel, data: data.data } }
    : null;
}

// HTTP -------------------------------------------------------------------------------------------

/** `POST /api/realtime/ticket`: a single-use ticket for the socket URL's `ticket` query. */
export const realtimeTicketResponseSchema = successEnvelope(
  z.object({ ticket: z.string(), expires_in: z.number().int().positive(), path: z.string() }),
);

/** `PUT /api/social/users/online-status`: show or hide the caller's presence. */
export const onlineStatusBodySchema = z.strictObject({ is_online: z.boolean() });
export const onlineStatusSchema = z
  .object({
    user_id: z.uuid(),
    /** Whether others see the caller online now: connected and not hidden. */
    is_online: z.boolean(),
    /** False when the caller chose to appear offline. */
    visible: z.boolean(),
    last_seen: isoDateTime.nullable(),
  })
  .meta({ id: 'OnlineStatus' });
export type OnlineStatus = z.infer<typeof onlineStatusSchema>;
export const onlineStatusResponseSchema = successEnvelope(onlineStatusSchema);
