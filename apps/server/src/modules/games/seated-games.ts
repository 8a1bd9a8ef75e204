import type { DifficultyLevel, ExtendedTime, RoomMode } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import * as engine from './engine/game-engine';
import { drawScopedQuestions, listedQuestions } from './game-questions';
import type { GameStore, StoredSettings } from './game-store';
import * as repo from './games.repo';

/** What a game nobody sets up by hand is played on and how. */
export type SeatedGameInput = {
  kind: 'match' | 'challenge' | 'tournament';
  name: string;
  /** A topic, a whole category, or 'general' (every category): what the game is recorded as. */
  scope: repo.QuestionScope;
  /**
   * The questions to play, in this order (a challenge's set, drawn when it was sent); without
   * them `questionCount` questions are drawn from the scope.
   */
  questionIds?: readonly string[];
  /** The level asked for, or null for any. */
  difficulty: DifficultyLevel | null;
  mode: RoomMode;
  secondsPerQuestion: number;
  questionCount: number;
  /** The players, seated at once; the game starts when all have arrived or at `arrivalMs`. */
  players: string[];
  arrivalMs: number;
};

/** The level most of the questions have: what a game of any level shows as its own. */
function usualDifficulty(questions: readonly engine.EngineQuestion[]): DifficultyLevel {
  const counts = new Map<string, number>();
  for (const question of questions)
    counts.set(question.difficulty, (counts.get(question.difficulty) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return (top?.[0] ?? 'intermediate') as DifficultyLevel;
}

export const NOT_ENOUGH_QUESTIONS = 'There are not enough questions for this game yet';

/**
 * Opens a live game whose players are known in advance (a quick match, a challenge, a
 * tournament match): its questions drawn, every player seated, and a game that starts by itself
 * once everyone has connected, or at its arrival deadline with whoever came (docs/DECISIONS.md,
 * Matchmaking). No one hosts it: nobody can pause, end or reconfigure it.
 */
export function createSeatedGames(deps: {
  db: Db;
  clock: Clock;
  store: Pick<GameStore, 'create'>;
  open(state: engine.GameState): Promise<void>;
}) {
  const { db, clock, store } = deps;

  return async function openSeatedGame(input: SeatedGameInput): Promise<repo.GameRow> {
    const drawn = input.questionIds
      ? await listedQuestions(db, input.questionIds)
      : await drawScopedQuestions(db, input.scope, input.difficulty, input.questionCount);
    if (drawn.length === 0) throw AppError.conflict('CONFLICT', NOT_ENOUGH_QUESTIONS);
    const settings: StoredSettings = {
      mode: input.mode,
      difficulty: input.difficulty ?? usualDifficulty(drawn),
      secondsPerQuestion: input.secondsPerQuestion,
      questionCount: drawn.length,
      maxPlayers: input.players.length,
      isPrivate: true,
      spectatorsAllowed: false,
      // Rated play is skill against skill: no power-ups.
      powerUpsEnabled: false,
      honourAccommodations: true,
      chatEnabled: true,
      locked: true,
    };
    const scope = input.scope;
    const game = await store.create({
      kind: input.kind,
      name: input.name,
      topicId: typeof scope === 'object' && 'topicId' in scope ? scope.topicId : null,
      categoryId:
        typeof scope === 'object' && 'categoryId' in scope
          ? scope.categoryId
          : await topicCategory(scope),
      settings,
      entryFee: 0,
      seats: input.players,
    });
    const state = engine.newGame({
      id: game.id,
      // Nobody hosts: no player's id is the host's, so no one holds host powers.
      hostId: '',
      settings: {
        mode: input.mode,
        secondsPerQuestion: input.secondsPerQuestion,
        maxPlayers: input.players.length,
        minPlayers: input.players.length,
        powerUpsEnabled: false,
        honourAccommodations: true,
        autoStart: true,
        // A tournament's match scores with the tournament multiplier (DECISIONS #2).
        ...(input.kind === 'tournament' ? { context: 'tournament' as const } : {}),
      },
      questions: drawn,
      startsBy: clock.now().getTime() + input.arrivalMs,
    });
    const at = clock.now().getTime();
    for (const seat of await repo.seatsOf(db, [game.id], clock.now().getUTCFullYear())) {
      engine.join(
        state,
        { userId: seat.userId, name: seat.name, extendedTime: seat.extendedTime as ExtendedTime },
        at,
        false,
      );
    }
    await deps.open(state);
    return game;
  };

  async function topicCategory(scope: repo.QuestionScope): Promise<string | null> {
    if (typeof scope === 'object' && 'topicId' in scope)
      return (await repo.topicCategoryOf(db, scope.topicId)) ?? null;
    return null;
  }
}
export type OpenSeatedGame = ReturnType<typeof createSeatedGames>;
