import {
  roomResponseSchema,
  roomsResponseSchema,
  type CreateRoomBody,
  type UpdateRoomBody,
} from '@quizarena/contracts';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { apiRefusalText } from '../../../lib/api-error-text';
import { parseAnswer } from '../../../lib/parse-answer';
import type { RoomFilters } from './keys';

/** How many rooms the lobby lists at once (the server's own cap is 50). */
export const ROOMS_PAGE_SIZE = 50;

/** The query string of the lobby's filters; empty ones are left out (the server's defaults). */
export function roomsQueryString({ search, category, difficulty }: RoomFilters): string {
  const params = new URLSearchParams();
  const term = search.trim();
  if (term) params.set('search', term);
  if (category) params.set('category', category);
  if (difficulty !== 'all') params.set('difficulty', difficulty);
  params.set('limit', String(ROOMS_PAGE_SIZE));
  params.set('offset', '0');
  return `?${params}`;
}

/** GET /api/game-sessions: waiting public rooms, with the total and the players online. */
export async function getRooms(filters: RoomFilters, signal?: AbortSignal) {
  const body = await apiFetch(`/api/game-sessions${roomsQueryString(filters)}`, { signal });
  return parseAnswer(roomsResponseSchema, body).data;
}

const roomPath = (id: string) => `/api/game-sessions/${encodeURIComponent(id)}`;

/** GET /api/game-sessions/{id}: the room and where the caller stands in it. */
export async function getRoom(id: string, signal?: AbortSignal) {
  return parseAnswer(roomResponseSchema, await apiFetch(roomPath(id), { signal })).data;
}

/** POST /api/game-sessions: the caller is seated as its host (the entry fee is taken). */
export async function createRoom(body: CreateRoomBody) {
  const answer = await apiFetch('/api/game-sessions', { method: 'POST', body });
  return parseAnswer(roomResponseSchema, answer).data;
}

/** PUT /api/game-sessions/{id}: the host's changes before the start. */
export async function updateRoom(id: string, body: UpdateRoomBody) {
  const answer = await apiFetch(roomPath(id), { method: 'PUT', body });
  return parseAnswer(roomResponseSchema, answer).data;
}

/** POST /api/game-sessions/{id}/end: the host cancels a waiting room or ends a game in play. */
export async function endRoom(id: string) {
  const answer = await apiFetch(`${roomPath(id)}/end`, { method: 'POST' });
  return parseAnswer(roomResponseSchema, answer).data;
}

export type JoinRequest = { password?: string; as_spectator?: boolean };

/** POST /api/games/session/{id}/join: a seat, or a place among the spectators. */
export async function joinRoom(id: string, body: JoinRequest) {
  const answer = await apiFetch(`/api/games/session/${encodeURIComponent(id)}/join`, {
    method: 'POST',
    body,
  });
  return parseAnswer(roomResponseSchema, answer).data;
}

/** A join refused for its password (missing or wrong): the lobby asks for it. */
export function needsPassword(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.details ?? []).some((issue) => /(^|\.)password$/.test(issue.field))
  );
}

/**
 * The server's reason for a refusal that has one worth reading (full, started, locked, points
 * short, too many attempts), else '' and the screen says only that it failed.
 */
export function refusalReason(error: unknown): string {
  return error instanceof ApiError && [403, 409, 429].includes(error.status ?? 0)
    ? apiRefusalText(error, '')
    : '';
}
