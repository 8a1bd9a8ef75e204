import {
  hostedGameResponseSchema,
  joinByPinResponseSchema,
  realtimeTicketResponseSchema,
  type HostGameBody,
  type JoinByPinBody,
} from '@quizarena/contracts';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import type { RealtimeTicket } from '../../../lib/realtime-client';

const gamePath = (id: string) => `/api/host-games/${encodeURIComponent(id)}`;

/** POST /api/host-games: a new game with its PIN; the caller hosts it and does not play. */
export async function hostGame(body: HostGameBody) {
  const answer = await apiFetch('/api/host-games', { method: 'POST', body });
  return parseAnswer(hostedGameResponseSchema, answer).data.game;
}

/** GET /api/host-games/{id}: the host's own game again (a reload of the shared screen). */
export async function getHostedGame(id: string, signal?: AbortSignal) {
  return parseAnswer(hostedGameResponseSchema, await apiFetch(gamePath(id), { signal })).data.game;
}

/** POST /api/game-sessions/{id}/end: the host stops the game for everyone. */
export async function endHostedGame(id: string): Promise<void> {
  // The answer is the room as the lobby lists it; the screen needs nothing of it.
  await apiFetch(`/api/game-sessions/${encodeURIComponent(id)}/end`, { method: 'POST' });
}

/** POST /api/host-games/join: a seat by PIN and nickname, signed in or as a guest. */
export async function joinByPin(body: JoinByPinBody) {
  const answer = await apiFetch('/api/host-games/join', { method: 'POST', body });
  return parseAnswer(joinByPinResponseSchema, answer).data;
}

/** POST /api/host-games/ticket: a guest's socket ticket, proved by their seat's token. */
export async function fetchGuestTicket(guestToken: string): Promise<RealtimeTicket> {
  const answer = await apiFetch('/api/host-games/ticket', {
    method: 'POST',
    body: { guest_token: guestToken },
  });
  const { ticket, path } = parseAnswer(realtimeTicketResponseSchema, answer).data;
  return { ticket, path };
}

/**
 * The join form's field a refusal names (a PIN nobody has, a nickname taken or refused) and the
 * server's words for it, written in the reader's language: they say what to change, where the
 * code's general text ('Not found') would not.
 */
export function refusedField(
  error: unknown,
): { field: 'pin' | 'nickname'; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  for (const issue of error.details ?? []) {
    const field = /(^|\.)pin$/.test(issue.field)
      ? 'pin'
      : /(^|\.)nickname$/.test(issue.field)
        ? 'nickname'
        : null;
    if (field) return { field, message: issue.message || error.message };
  }
  return null;
}
