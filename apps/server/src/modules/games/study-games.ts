import type { ExtendedTime } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ContentService } from '../content';
import * as engine from './engine/game-engine';
import { drawGameQuestions } from './game-questions';
import type { GameRelay } from './game-relay';
import { GAME_NOT_FOUND, type GameStore, type StoredSettings } from './game-store';
import * as repo from './games.repo';

export type StudyGameInput = {
  /** The session's host: seated first, starts the game when the members are in. */
  hostId: string;
  name: string;
  topicId: string;
  questionCount: number;
  secondsPerQuestion: number;
  maxPlayers: number;
};

/**
 * A study group's live session played as a game (docs/DECISIONS.md #52): the host picks the
 * topic and the pace, plays too, and starts it when the members who came are in; classic
 * rules, so each answer is followed by the explanation before the next question; answers
 * score with the study-group multiplier. Only the session admits players (the group's
 * members); a member who comes after the start watches.
 */
export function createStudyGames(deps: {
  db: Db;
  clock: Clock;
  store: Pick<GameStore, 'create' | 'seat' | 'cancel'>;
  relay: Pick<GameRelay, 'send'>;
  content: Pick<ContentService, 'getTopic' | 'getPlayableTopic'>;
  open(state: engine.GameState): Promise<void>;
}) {
  const { db, clock, store, relay } = deps;

  async function seatOf(gameId: string, userId: string) {
    const [seat] = (await repo.seatsOf(db, [gameId], clock.now().getUTCFullYear())).filter(
      (one) => one.userId === userId,
    );
    return seat!;
  }

  return {
    /** Opens the game with its host seated; answers its id. */
    async open(input: StudyGameInput): Promise<string> {
      const topic = await deps.content.getTopic(input.topicId);
      const { questions } = await drawGameQuestions(db, deps.content, {
        categoryId: topic.category_id,
        topicId: topic.id,
        difficulty: null,
        count: input.questionCount,
      });
      const settings: StoredSettings = {
        mode: 'classic',
        difficulty: 'intermediate',
        secondsPerQuestion: input.secondsPerQuestion,
        questionCount: input.questionCount,
        maxPlayers: input.maxPlayers,
        isPrivate: true,
        spectatorsAllowed: true,
        powerUpsEnabled: false,
        honourAccommodations: true,
        chatEnabled: true,
        locked: false,
      };
      const game = await store.create({
        kind: 'study',
        hostId: input.hostId,
        name: input.name,
        topicId: topic.id,
        categoryId: topic.category_id,
        settings,
        entryFee: 0,
      });
      const state = engine.newGame({
        id: game.id,
        hostId: input.hostId,
        settings: {
          mode: 'classic',
          secondsPerQuestion: input.secondsPerQuestion,
          maxPlayers: input.maxPlayers,
          minPlayers: 1,
          powerUpsEnabled: false,
          honourAccommodations: true,
          context: 'study_group',
        },
        questions,
      });
      const host = await seatOf(game.id, input.hostId);
      engine.join(
        state,
        { userId: host.userId, name: host.name, extendedTime: host.extendedTime as ExtendedTime },
        clock.now().getTime(),
      );
      await deps.open(state);
      return game.id;
    },

    /**
     * Lets a member in: a seat while the game waits, a place among the spectators once it
     * plays. Answers how they came in; a game that is over is not found.
     */
    async admit(gameId: string, userId: string): Promise<'player' | 'spectator'> {
      const row = await repo.findRoom(db, gameId);
      if (!row || row.kind !== 'study' || row.status === 'cancelled' || row.status === 'completed')
        throw AppError.notFound(GAME_NOT_FOUND);
      const member = await repo.membership(db, gameId, userId);
      if (member.player) return 'player';
      if (member.spectator) return 'spectator';
      if (row.status !== 'waiting') {
        await repo.insertSpectator(db, { gameId, userId, joinedAt: clock.now() });
        return 'spectator';
      }
      await store.seat(gameId, userId);
      const seat = await seatOf(gameId, userId);
      // When no instance runs the game this moment, the one that takes it over seats the
      // player from the stored seats.
      await relay.send(gameId, {
        type: 'join',
        userId,
        name: seat.name,
        extendedTime: seat.extendedTime as ExtendedTime,
      });
      return 'player';
    },

    /** Ends a game nobody came to (its opener lost a race to open the session's game). */
    async drop(gameId: string, hostId: string): Promise<void> {
      const reached = await relay.send(gameId, { type: 'end', userId: hostId });
      if (!reached) await store.cancel(gameId);
    },

    /** Whether the game is still to be played or playing (a session opens a new one if not). */
    async isOpen(gameId: string): Promise<boolean> {
      const row = await repo.findRoom(db, gameId);
      return !!row && (row.status === 'waiting' || row.status === 'active');
    },
  };
}
export type StudyGames = ReturnType<typeof createStudyGames>;
