import {
  ROOM_PASSWORD_ATTEMPTS,
  type CreateRoomBody,
  type ExtendedTime,
  type GameRoom,
  type RoomsQuery,
  type UpdateRoomBody,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ThrottleStore } from '../../lib/throttle-store';
import { hashPassword, verifyPassword } from '../auth';
import type { ContentService } from '../content';
import type { PresenceService } from '../presence';
import { inTransaction } from '../scoring';
import * as engine from './engine/game-engine';
import type { GameRelay } from './game-relay';
import { GAME_NOT_FOUND, type GameStore, type StoredSettings } from './game-store';
import * as repo from './games.repo';
import { drawGameQuestions } from './game-questions';

export const ROOM_MESSAGES = {
  notHost: 'Only the host can do this',
  started: 'This game has already started',
  locked: 'This room is locked',
  studyOnly: 'Join this game from its study session',
  noSpectators: 'This room does not allow spectators',
  passwordNeeded: 'This room needs a password',
  wrongPassword: 'Wrong room password',
  tooManyPasswords: 'Too many wrong passwords; try again later',
  takingOver: 'This game is moving to another server; try again in a few seconds',
} as const;

const PASSWORD_WINDOW_MS = ROOM_PASSWORD_ATTEMPTS.windowMinutes * 60_000;

const roomStatus = (status: string): GameRoom['status'] =>
  status === 'waiting' || status === 'active' ? status : 'completed';

export type RoomsDependencies = {
  db: Db;
  clock: Clock;
  store: GameStore;
  relay: GameRelay;
  content: Pick<ContentService, 'getTopic' | 'getPlayableTopic'>;
  presence: Pick<PresenceService, 'statusesOf' | 'countOnline'>;
  throttle: ThrottleStore;
  /** Starts running a new game on this instance (the live side: engine, lease, commands). */
  open(state: engine.GameState): Promise<void>;
};

/**
 * The lobby's rooms (docs/ARCHITECTURE.md, Live games): creating one (its questions drawn, its
 * host seated and charged, its game opened here), listing and showing them, the host's changes
 * and end, and joining as a player (a seat, its fee in escrow) or a spectator. What happens in
 * play goes to the game's owner as commands (`GameRelay`).
 */
export function createRoomsService(deps: RoomsDependencies) {
  const { db, clock, store, relay, content, presence, throttle } = deps;

  async function toRooms(rows: repo.RoomRow[]): Promise<GameRoom[]> {
    const seats = await repo.seatsOf(
      db,
      rows.map((row) => row.id),
      clock.now().getUTCFullYear(),
    );
    const online = new Set(
      (await presence.statusesOf([...new Set(seats.map((seat) => seat.userId))]))
        .filter((status) => status.is_online)
        .map((status) => status.user_id),
    );
    return rows.map((row) => {
      const settings = row.settings as StoredSettings;
      const mine = seats.filter((seat) => seat.gameId === row.id);
      return {
        id: row.id,
        name: row.name,
        category: row.categoryName,
        category_id: row.categoryId,
        topic: row.topicName,
        topic_id: row.topicId,
        kind: row.kind as GameRoom['kind'],
        difficulty: settings.difficulty,
        game_mode: settings.mode,
        status: roomStatus(row.status),
        max_players: settings.maxPlayers,
        players: mine.map((seat) => ({
          user_id: seat.userId,
          name: seat.name,
          avatar_url: seat.avatarUrl,
          is_online: online.has(seat.userId),
        })),
        host: row.hostId ? { user_id: row.hostId, name: row.hostName ?? '' } : null,
        time_per_question: settings.secondsPerQuestion,
        total_questions: settings.questionCount,
        is_private: settings.isPrivate,
        password_protected: row.passwordHash !== null,
        spectators_allowed: settings.spectatorsAllowed,
        spectator_count: row.spectatorCount,
        prize_pool: mine.reduce((sum, seat) => sum + seat.feePaid, 0),
        entry_fee: row.entryFee,
        power_ups_enabled: settings.powerUpsEnabled,
        chat_enabled: settings.chatEnabled,
        locked: settings.locked,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function findLive(gameId: string): Promise<repo.RoomRow> {
    const row = await repo.findRoom(db, gameId);
    if (!row || row.status === 'cancelled') throw AppError.notFound(GAME_NOT_FOUND);
    return row;
  }

  /** The room as the caller sees it, with their place in it and, after the end, the places. */
  async function detail(gameId: string, userId: string, options: { ended?: boolean } = {}) {
    const row = options.ended ? await repo.findRoom(db, gameId) : await findLive(gameId);
    if (!row) throw AppError.notFound(GAME_NOT_FOUND);
    const [[room], member] = await Promise.all([
      toRooms([row]),
      repo.membership(db, gameId, userId),
    ]);
    const results =
      row.status === 'completed'
        ? (await repo.seatsOf(db, [gameId], clock.now().getUTCFullYear()))
            .filter((seat) => seat.place !== null)
            .sort((a, b) => a.place! - b.place!)
            .map((seat) => ({
              user_id: seat.userId,
              name: seat.name,
              place: seat.place!,
              points: seat.points ?? 0,
              prize: seat.prize ?? 0,
            }))
        : null;
    return {
      room: room!,
      viewer: {
        is_player: member.player,
        is_spectator: member.spectator && !member.player,
        is_host: row.hostId === userId,
      },
      results,
    };
  }

  /** A wrong password counts against the player; too many in a window and they must wait. */
  async function checkPassword(row: repo.RoomRow, userId: string, password: string | undefined) {
    if (row.passwordHash === null || row.hostId === userId) return;
    // Missing or wrong, the same answer: 403 naming the field, so a client asks for it.
    const refused = (message: string) =>
      new AppError(403, 'FORBIDDEN', message, { details: [{ field: 'password', message }] });
    if (!password) throw refused(ROOM_MESSAGES.passwordNeeded);
    const now = clock.now().getTime();
    const key = `game-password:${row.id}:${userId}`;
    const tried = await throttle.get(key, now);
    if (tried.count >= ROOM_PASSWORD_ATTEMPTS.max) {
      throw new AppError(429, 'RATE_LIMITED', ROOM_MESSAGES.tooManyPasswords, {
        retryAfterSeconds: Math.max(1, Math.ceil((tried.resetAt - now) / 1000)),
      });
    }
    if (!(await verifyPassword(row.passwordHash, password))) {
      await throttle.hit(key, PASSWORD_WINDOW_MS, now);
      throw refused(ROOM_MESSAGES.wrongPassword);
    }
  }

  async function requireHost(gameId: string, userId: string): Promise<repo.RoomRow> {
    const row = await findLive(gameId);
    if (row.hostId !== userId) throw AppError.forbidden(ROOM_MESSAGES.notHost);
    return row;
  }

  return {
    /** `POST /api/game-sessions`: the room, its questions drawn, its host seated and charged. */
    async create(userId: string, body: CreateRoomBody) {
      const { topic, questions } = await drawGameQuestions(db, content, {
        categoryId: body.category,
        topicId: body.topic,
        difficulty: body.difficulty,
        count: body.total_questions,
      });
      const settings: StoredSettings = {
        mode: body.game_mode,
        difficulty: body.difficulty,
        secondsPerQuestion: body.time_per_question,
        questionCount: body.total_questions,
        maxPlayers: body.max_players,
        isPrivate: body.is_private,
        spectatorsAllowed: body.spectators_allowed,
        powerUpsEnabled: body.power_ups_enabled,
        honourAccommodations: body.honour_accommodations,
        chatEnabled: body.chat_enabled,
        locked: false,
      };
      const game = await store.create({
        kind: 'room',
        hostId: userId,
        name: body.name,
        topicId: topic.id,
        categoryId: topic.category_id,
        settings,
        entryFee: body.entry_fee,
        passwordHash: body.password ? await hashPassword(body.password) : null,
      });
      const [host] = await repo.seatsOf(db, [game.id], clock.now().getUTCFullYear());
      const state = engine.newGame({
        id: game.id,
        hostId: userId,
        settings: {
          mode: settings.mode,
          secondsPerQuestion: settings.secondsPerQuestion,
          maxPlayers: settings.maxPlayers,
          minPlayers: 2,
          powerUpsEnabled: settings.powerUpsEnabled,
          honourAccommodations: settings.honourAccommodations,
        },
        questions,
      });
      engine.join(
        state,
        {
          userId,
          name: host!.name,
          extendedTime: host!.extendedTime as ExtendedTime,
        },
        clock.now().getTime(),
      );
      await deps.open(state);
      return detail(game.id, userId);
    },

    /** `GET /api/game-sessions`: waiting public rooms, and how many players are online. */
    async list(query: RoomsQuery) {
      const [{ rows, total }, online] = await Promise.all([
        repo.listWaitingRooms(db, query),
        presence.countOnline(),
      ]);
      return { rooms: await toRooms(rows), total, online };
    },

    /** `GET /api/game-sessions/{id}`: any room by its id (a private room's link is its id). */
    get: (gameId: string, userId: string) => detail(gameId, userId),

    /** `PUT /api/game-sessions/{id}`: the host's changes before the start. */
    async update(userId: string, gameId: string, body: UpdateRoomBody) {
      const room = await requireHost(gameId, userId);
      // A study session's game stays its group's: never listed, never opened to others.
      if (room.kind === 'study') throw AppError.forbidden(ROOM_MESSAGES.studyOnly);
      const passwordHash =
        body.password === undefined
          ? undefined
          : body.password === null
            ? null
            : await hashPassword(body.password);
      const powerUpsChanged = await inTransaction(db, async (tx) => {
        const game = await repo.lockGame(tx, gameId);
        if (!game || game.status !== 'waiting')
          throw AppError.conflict('CONFLICT', ROOM_MESSAGES.started);
        const before = game.settings as StoredSettings;
        const settings: StoredSettings = {
          ...before,
          ...(body.is_private !== undefined ? { isPrivate: body.is_private } : {}),
          ...(body.spectators_allowed !== undefined
            ? { spectatorsAllowed: body.spectators_allowed }
            : {}),
          ...(body.power_ups_enabled !== undefined
            ? { powerUpsEnabled: body.power_ups_enabled }
            : {}),
          ...(body.chat_enabled !== undefined ? { chatEnabled: body.chat_enabled } : {}),
          ...(body.locked !== undefined ? { locked: body.locked } : {}),
        };
        await repo.updateGame(tx, gameId, {
          settings,
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
        });
        return settings.powerUpsEnabled !== before.powerUpsEnabled ? settings : null;
      });
      if (powerUpsChanged) {
        await relay.send(gameId, {
          type: 'configure',
          userId,
          powerUpsEnabled: powerUpsChanged.powerUpsEnabled,
        });
      }
      return detail(gameId, userId);
    },

    /**
     * `POST /api/game-sessions/{id}/end`: the host cancels a waiting room (every fee goes
     * back) or ends a game in play with what was played.
     */
    async end(userId: string, gameId: string) {
      const row = await requireHost(gameId, userId);
      if (row.status !== 'waiting' && row.status !== 'active')
        throw AppError.conflict('CONFLICT', 'This game has already ended');
      const reached = await relay.send(gameId, { type: 'end', userId });
      if (!reached) {
        // Nobody runs it right now: a waiting room is simply cancelled; a game in play is
        // being taken over, and can be ended once it runs again.
        if (row.status !== 'waiting') throw AppError.conflict('CONFLICT', ROOM_MESSAGES.takingOver);
        await store.cancel(gameId);
      }
      // The room as it is now (a cancelled one too, which the lobby no longer shows).
      return detail(gameId, userId, { ended: true });
    },

    /**
     * `POST /api/games/session/{id}/join`: a seat before the start (its entry fee into
     * escrow), or a place among the spectators when the room allows them.
     */
    async join(userId: string, gameId: string, body: { password?: string; as_spectator: boolean }) {
      const row = await findLive(gameId);
      // A study session's game admits its group's members only, through the session.
      if (row.kind === 'study') throw AppError.forbidden(ROOM_MESSAGES.studyOnly);
      const settings = row.settings as StoredSettings;
      const member = await repo.membership(db, gameId, userId);
      if (member.player) return detail(gameId, userId);
      if (body.as_spectator) {
        if (!settings.spectatorsAllowed) throw AppError.forbidden(ROOM_MESSAGES.noSpectators);
        await checkPassword(row, userId, body.password);
        await repo.insertSpectator(db, { gameId, userId, joinedAt: clock.now() });
        return detail(gameId, userId);
      }
      if (row.status !== 'waiting') throw AppError.conflict('CONFLICT', ROOM_MESSAGES.started);
      if (settings.locked) throw AppError.conflict('CONFLICT', ROOM_MESSAGES.locked);
      await checkPassword(row, userId, body.password);
      await store.seat(gameId, userId);
      await repo.deleteSpectator(db, gameId, userId);
      const [seat] = (await repo.seatsOf(db, [gameId], clock.now().getUTCFullYear())).filter(
        (one) => one.userId === userId,
      );
      // When no instance runs the room this moment, the one that takes it over seats the
      // player from the stored seats.
      await relay.send(gameId, {
        type: 'join',
        userId,
        name: seat!.name,
        extendedTime: seat!.extendedTime as ExtendedTime,
      });
      return detail(gameId, userId);
    },

    /** A spectator stops watching. */
    stopWatching: (gameId: string, userId: string) => repo.deleteSpectator(db, gameId, userId),
  };
}
export type RoomsService = ReturnType<typeof createRoomsService>;
