import { GAME_KINDS, type ActiveGame } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { QuizService } from '../quiz';
import * as repo from './games.repo';

// Every kind of game is live; the set keeps a row of a kind this build does not know out.
const LIVE_KINDS: ReadonlySet<string> = new Set(GAME_KINDS);

/**
 * `GET /api/games/sessions/active`: the games the caller is in now, to go back to: their solo
 * quiz in play (the quiz module's; resumed by opening it again at its topic and mode), then the
 * live games they hold a seat in, waiting or in play, newest first.
 */
export function createActiveGames(deps: { db: Db; quiz: Pick<QuizService, 'activeSession'> }) {
  return async function activeGamesOf(userId: string): Promise<ActiveGame[]> {
    const [solo, live] = await Promise.all([
      deps.quiz.activeSession(userId),
      repo.liveGamesOf(deps.db, userId),
    ]);
    const games: ActiveGame[] = [];
    if (solo) {
      games.push({
        kind: 'solo',
        id: solo.id,
        name: solo.topicName,
        status: 'active',
        path: `/quiz/${solo.categoryId}/${solo.topicId}/${solo.gameMode}`,
        started_at: solo.startedAt.toISOString(),
      });
    }
    for (const game of live) {
      if (!LIVE_KINDS.has(game.kind)) continue;
      games.push({
        kind: game.kind as ActiveGame['kind'],
        id: game.id,
        name: game.name,
        status: game.status === 'active' ? 'active' : 'waiting',
        path: `/game/multiplayer/${game.id}`,
        started_at: game.startedAt?.toISOString() ?? null,
      });
    }
    return games;
  };
}
export type ActiveGames = ReturnType<typeof createActiveGames>;
