import {
  tournamentBookmarkResponseSchema,
  tournamentBookmarksResponseSchema,
  tournamentListResponseSchema,
  tournamentResponseSchema,
  tournamentStandingResponseSchema,
  type Tournament,
  type TournamentStatus,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const BASE = '/api/tournaments';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The list's filters and page; an empty filter is left out (every status, every category). */
export type TournamentFilters = {
  status: TournamentStatus | '';
  categoryId: string;
  page: number;
  limit: number;
};

async function tournamentFrom(request: Promise<unknown>): Promise<Tournament> {
  return parseAnswer(tournamentResponseSchema, await request).data.tournament;
}

/** GET /api/tournaments: featured first, then the soonest start, and whether the caller may create. */
export async function getTournaments(filters: TournamentFilters, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.categoryId) params.set('category_id', filters.categoryId);
  params.set('page', String(filters.page));
  params.set('limit', String(filters.limit));
  const body = await apiFetch(`${BASE}?${params}`, { signal });
  return parseAnswer(tournamentListResponseSchema, body).data;
}

/** GET /api/tournaments/{id}: the whole page (404 for an unknown id, 400 for a malformed one). */
export function getTournament(id: string, signal?: AbortSignal): Promise<Tournament> {
  return tournamentFrom(apiFetch(one(id), { signal }));
}

/** POST {id}/register: a seat, its fee moved into escrow (409 INSUFFICIENT_POINTS, full, closed). */
export function registerFor(id: string): Promise<Tournament> {
  return tournamentFrom(apiFetch(`${one(id)}/register`, { method: 'POST' }));
}

/** POST {id}/withdraw: the seat given back during registration, the fee refunded. */
export function withdrawFrom(id: string): Promise<Tournament> {
  return tournamentFrom(apiFetch(`${one(id)}/withdraw`, { method: 'POST' }));
}

/** POST {id}/cancel: its host or an admin; every fee is refunded. */
export function cancelTournament(id: string): Promise<Tournament> {
  return tournamentFrom(apiFetch(`${one(id)}/cancel`, { method: 'POST' }));
}

/** POST or DELETE {id}/bookmark: on or off the profile's saved list. */
export async function setBookmark(id: string, saved: boolean): Promise<boolean> {
  const body = await apiFetch(`${one(id)}/bookmark`, { method: saved ? 'POST' : 'DELETE' });
  return parseAnswer(tournamentBookmarkResponseSchema, body).data.is_bookmarked;
}

/** POST {id}/rating: a participant's 1 to 5 for a completed tournament. */
export function rateTournament(id: string, rating: number): Promise<Tournament> {
  return tournamentFrom(apiFetch(`${one(id)}/rating`, { method: 'POST', body: { rating } }));
}

/** GET {id}/live: where the caller stands, and their latest match. */
export async function getStanding(id: string, signal?: AbortSignal) {
  const body = await apiFetch(`${one(id)}/live`, { signal });
  return parseAnswer(tournamentStandingResponseSchema, body).data.standing;
}

/** GET /api/tournament-bookmarks: the caller's saved tournaments, newest bookmark first. */
export async function getBookmarks(signal?: AbortSignal) {
  const body = await apiFetch('/api/tournament-bookmarks', { signal });
  return parseAnswer(tournamentBookmarksResponseSchema, body).data.tournaments;
}
