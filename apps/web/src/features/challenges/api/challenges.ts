import {
  challengeResponseSchema,
  challengesResponseSchema,
  type Challenge,
  type CreateChallengeBody,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import type { ChallengeBox } from '../utils/challenge-view';

/** How many challenges a box shows at a time. */
export const CHALLENGES_PAGE_SIZE = 20;

const one = (id: string) => `/api/games/challenge/${encodeURIComponent(id)}`;

async function challengeFrom(request: Promise<unknown>): Promise<Challenge> {
  return parseAnswer(challengeResponseSchema, await request).data.challenge;
}

/** POST /api/games/challenge/create: 201 with the challenge; field refusals name the field. */
export function createChallenge(body: CreateChallengeBody): Promise<Challenge> {
  return challengeFrom(apiFetch('/api/games/challenge/create', { method: 'POST', body }));
}

/** The answers a challenged friend or the challenger gives a challenge. */
export type ChallengeCommand = 'accept' | 'decline' | 'cancel' | 'play';

/**
 * POST /api/games/challenge/{id}/{accept|decline|cancel|play}: the challenge as it stands after.
 * Accepting a realtime one may start its live game (`game_id`) or, with the challenger away, turn
 * it async; playing an async one gives the caller's own game (`my_game_id`).
 */
export function answerChallenge(id: string, command: ChallengeCommand): Promise<Challenge> {
  return challengeFrom(apiFetch(`${one(id)}/${command}`, { method: 'POST' }));
}

/** GET /api/games/challenges/{id}: one challenge the caller is in. */
export function getChallenge(id: string, signal?: AbortSignal): Promise<Challenge> {
  return challengeFrom(apiFetch(`/api/games/challenges/${encodeURIComponent(id)}`, { signal }));
}

/** GET /api/games/challenges?box&limit&offset: a box, with head to head and challenges won. */
export async function getChallenges(box: ChallengeBox, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    box,
    limit: String(CHALLENGES_PAGE_SIZE),
    offset: String(offset),
  });
  const body = await apiFetch(`/api/games/challenges?${query}`, { signal });
  return parseAnswer(challengesResponseSchema, body).data;
}
