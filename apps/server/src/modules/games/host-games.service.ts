import { randomInt, randomUUID } from 'node:crypto';
import {
  HOSTED_GAME_RULES,
  type ExtendedTime,
  type HostGameBody,
  type HostedGame,
  type JoinByPinBody,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { LinkSigner } from '../../lib/link-signer';
import type { ContentService } from '../content';
import { maskRudeWords } from '../messages';
import type { TicketHolder } from '../realtime';
import * as engine from './engine/game-engine';
import type { GameRelay } from './game-relay';
import { GAME_NOT_FOUND, type GameStore, type StoredSettings } from './game-store';
import * as repo from './games.repo';
import { drawGameQuestions } from './game-questions';

export const HOSTED_MESSAGES = {
  noPin: 'No game has this PIN',
  started: 'This game has already started',
  full: 'This game is full',
  nicknameTaken: 'That nickname is taken in this game',
  nicknameRude: 'Choose another nickname',
  badToken: 'This guest pass is not valid for a game in progress',
} as const;

/** The prefix of a guest's realtime session: `guest:{gameId}:{guestId}`. */
export const GUEST_SESSION_PREFIX = 'guest:';
const GUEST_PURPOSE = 'game-guest';

/** Six digits, leading zeros kept. */
const newPin = () =>
  String(randomInt(0, 10 ** HOSTED_GAME_RULES.pinLength)).padStart(
    HOSTED_GAME_RULES.pinLength,
    '0',
  );

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === '23505' ||
  (error as { cause?: { code?: string } } | null)?.cause?.code === '23505';

/**
 * Host-led games for a class (DECISIONS #48): an educator hosts a game on a shared screen and
 * does not play; players join with its PIN and a nickname, signed in (a seat: they earn points)
 * or as guests (an id made for this game, no account, nothing kept after it). Play is the same
 * engine and the same socket commands as a room's.
 */
export function createHostGamesService(deps: {
  db: Db;
  clock: Clock;
  store: GameStore;
  relay: GameRelay;
  links: LinkSigner;
  content: Pick<ContentService, 'getPlayableTopic' | 'getCategory'>;
  publicUrl: string;
  open(state: engine.GameState): Promise<void>;
  issueTicket(holder: TicketHolder): Promise<string>;
}) {
  const { db, clock, store, relay, links, content } = deps;

  async function describe(game: repo.GameRow): Promise<HostedGame> {
    const settings = game.settings as StoredSettings;
    const [topic, category] = await Promise.all([
      game.topicId
        ? content.getPlayableTopic(game.topicId, { userId: game.hostId }).catch(() => null)
        : null,
      game.categoryId ? content.getCategory(game.categoryId).catch(() => null) : null,
    ]);
    return {
      game_id: game.id,
      pin: game.pin!,
      join_url: `${deps.publicUrl}/join?pin=${game.pin}`,
      status: game.status === 'waiting' || game.status === 'active' ? game.status : 'completed',
      category: category?.name ?? '',
      topic: topic?.name ?? game.name,
      total_questions: settings.questionCount,
      time_per_question: settings.secondsPerQuestion,
    };
  }

  /** A guest's pass: the game and their id, signed, so only the server can make one. */
  const guestToken = (gameId: string, guestId: string) =>
    `${gameId}.${guestId}.${links.sign(GUEST_PURPOSE, `${gameId}:${guestId}`)}`;

  async function checkNickname(gameId: string, nickname: string) {
    if (maskRudeWords(nickname) !== nickname)
      throw AppError.validation('nickname', HOSTED_MESSAGES.nicknameRude);
    const names = await repo.namesIn(db, gameId);
    if (names.includes(nickname.toLowerCase())) {
      throw new AppError(409, 'CONFLICT', HOSTED_MESSAGES.nicknameTaken, {
        details: [{ field: 'nickname', message: HOSTED_MESSAGES.nicknameTaken }],
      });
    }
    if (names.length >= HOSTED_GAME_RULES.maxPlayers)
      throw AppError.conflict('CONFLICT', HOSTED_MESSAGES.full);
  }

  return {
    /** `POST /api/host-games`: a game with a fresh PIN, waiting for the class. */
    async create(hostId: string, body: HostGameBody): Promise<HostedGame> {
      // The host may use a question set they may play: theirs, listed, or shared with them.
      const { topic, questions } = await drawGameQuestions(
        db,
        content,
        {
          categoryId: body.category,
          topicId: body.topic,
          difficulty: 'intermediate',
          count: body.total_questions,
        },
        { userId: hostId, shareKey: body.share_key },
      );
      const settings: StoredSettings = {
        mode: 'classic',
        difficulty: topic.difficulty_level,
        secondsPerQuestion: body.time_per_question,
        questionCount: body.total_questions,
        maxPlayers: HOSTED_GAME_RULES.maxPlayers,
        isPrivate: true,
        spectatorsAllowed: false,
        powerUpsEnabled: false,
        honourAccommodations: true,
        chatEnabled: false,
        locked: false,
      };
      // A PIN is unique among games not over; a clash (rare) draws another.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const game = await store.create({
            kind: 'hosted',
            hostId,
            name: topic.name,
            topicId: topic.id,
            categoryId: topic.category_id,
            settings,
            entryFee: 0,
            pin: newPin(),
          });
          await deps.open(
            engine.newGame({
              id: game.id,
              hostId,
              settings: {
                mode: 'classic',
                secondsPerQuestion: settings.secondsPerQuestion,
                maxPlayers: settings.maxPlayers,
                minPlayers: 1,
                powerUpsEnabled: false,
                honourAccommodations: true,
              },
              questions,
            }),
          );
          return describe(game);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    /** `GET /api/host-games/{id}`: the host's own game, for a reload of the shared screen. */
    async get(hostId: string, gameId: string): Promise<HostedGame> {
      const game = await repo.findGame(db, gameId);
      if (!game || game.kind !== 'hosted' || game.status === 'cancelled')
        throw AppError.notFound(GAME_NOT_FOUND);
      if (game.hostId !== hostId) throw AppError.forbidden('Only the host can do this');
      return describe(game);
    },

    /**
     * `POST /api/host-games/join`: a seat for a signed-in player (named by their nickname here),
     * or a guest's place and pass. The game's owner hears of the new player.
     */
    async join(userId: string | null, body: JoinByPinBody) {
      const game = await repo.findByPin(db, body.pin);
      if (!game) {
        throw new AppError(404, 'NOT_FOUND', HOSTED_MESSAGES.noPin, {
          details: [{ field: 'pin', message: HOSTED_MESSAGES.noPin }],
        });
      }
      if (game.status !== 'waiting') throw AppError.conflict('CONFLICT', HOSTED_MESSAGES.started);
      const nickname = body.nickname;
      if (userId) {
        const member = await repo.membership(db, game.id, userId);
        if (!member.player) {
          await checkNickname(game.id, nickname);
          await store.seat(game.id, userId);
          await repo.setNickname(db, game.id, userId, nickname);
          const [seat] = (await repo.seatsOf(db, [game.id], clock.now().getUTCFullYear())).filter(
            (one) => one.userId === userId,
          );
          await relay.send(game.id, {
            type: 'join',
            userId,
            name: nickname,
            extendedTime: (seat?.extendedTime ?? 1) as ExtendedTime,
          });
        }
        return { game_id: game.id, player_id: userId, nickname, guest: false, guest_token: null };
      }
      await checkNickname(game.id, nickname);
      const guestId = randomUUID();
      await repo.insertGuest(db, { gameId: game.id, guestId, nickname, joinedAt: clock.now() });
      await relay.send(game.id, { type: 'join', userId: guestId, name: nickname, extendedTime: 1 });
      return {
        game_id: game.id,
        player_id: guestId,
        nickname,
        guest: true,
        guest_token: guestToken(game.id, guestId),
      };
    },

    /** `POST /api/host-games/ticket`: a guest's socket ticket, while their game is not over. */
    async guestTicket(token: string): Promise<string> {
      const [gameId, guestId, signature] = token.split('.');
      const refused = () => new AppError(401, 'INVALID_TOKEN', HOSTED_MESSAGES.badToken);
      if (!gameId || !guestId || !signature) throw refused();
      if (!links.verify(GUEST_PURPOSE, `${gameId}:${guestId}`, signature)) throw refused();
      const guest = (await repo.liveGuests(db, [{ gameId, guestId }]))[0];
      if (!guest) throw refused();
      const nickname = (await repo.guestsOf(db, gameId)).find(
        (row) => row.guestId === guestId,
      )?.nickname;
      return deps.issueTicket({
        userId: guestId,
        name: nickname ?? '',
        sessionId: `${GUEST_SESSION_PREFIX}${gameId}:${guestId}`,
        sessionVersion: 0,
      });
    },

    /** Which guest sessions are still live: their game is not over and they were not removed. */
    async liveGuestSessions(sessions: { sessionId: string }[]): Promise<Set<string>> {
      const pairs = sessions.flatMap(({ sessionId }) => {
        const [gameId, guestId] = sessionId.slice(GUEST_SESSION_PREFIX.length).split(':');
        return gameId && guestId ? [{ gameId, guestId }] : [];
      });
      const uuid = /^[0-9a-f-]{36}$/i;
      const valid = pairs.filter((pair) => uuid.test(pair.gameId) && uuid.test(pair.guestId));
      const live = await repo.liveGuests(db, valid);
      return new Set(live.map((row) => `${GUEST_SESSION_PREFIX}${row.gameId}:${row.guestId}`));
    },
  };
}
export type HostGamesService = ReturnType<typeof createHostGamesService>;
