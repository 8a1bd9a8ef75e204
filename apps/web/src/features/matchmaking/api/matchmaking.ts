import {
  matchmakingStateResponseSchema,
  type FindMatchBody,
  type MatchmakingState,
} from '@quizarena/contracts';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** POST /api/matchmaking/find: searching, or matched at once; 409 while a search runs. */
export async function findMatch(body: FindMatchBody): Promise<MatchmakingState> {
  const answer = await apiFetch('/api/matchmaking/find', { method: 'POST', body });
  return parseAnswer(matchmakingStateResponseSchema, answer).data;
}

/** POST /api/matchmaking/cancel: idle, or matched when the match was made first. */
export async function cancelMatch(): Promise<MatchmakingState> {
  const answer = await apiFetch('/api/matchmaking/cancel', { method: 'POST' });
  return parseAnswer(matchmakingStateResponseSchema, answer).data;
}

/** GET /api/matchmaking/active: the caller's search, or its outcome for a while after. */
export async function getActiveMatch(signal?: AbortSignal): Promise<MatchmakingState> {
  const answer = await apiFetch('/api/matchmaking/active', { signal });
  return parseAnswer(matchmakingStateResponseSchema, answer).data;
}

/**
 * Matchmaking cannot be reached at all: no network, the server failing or away (5xx), or a
 * server that does not have the route yet (404). Other refusals are the search's own.
 */
export function matchmakingUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'NETWORK_ERROR') return true;
  const status = error.status ?? 0;
  return status === 404 || status >= 500;
}

/** The caller already has a search running (another tab, a reload mid-search). */
export const alreadySearching = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;
