import {
  tournamentResponseSchema,
  type CreateTournamentBody,
  type Tournament,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * POST /api/tournaments: admins and verified hosts (403 otherwise); a refused field is named in
 * the refusal's details (`body.name`).
 */
export async function createTournament(body: CreateTournamentBody): Promise<Tournament> {
  const answer = await apiFetch('/api/tournaments', { method: 'POST', body });
  return parseAnswer(tournamentResponseSchema, answer).data.tournament;
}
