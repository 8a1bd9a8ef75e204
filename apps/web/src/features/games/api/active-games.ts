import { activeGamesResponseSchema } from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/games/sessions/active: the games the caller is in now (solo, rooms, matches...). */
export async function getActiveGames(signal?: AbortSignal) {
  const body = await apiFetch('/api/games/sessions/active', { signal });
  return parseAnswer(activeGamesResponseSchema, body).data.games;
}
