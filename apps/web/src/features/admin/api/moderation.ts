import {
  MODERATION_PAGE,
  moderationClaimResponseSchema,
  moderationDecisionResponseSchema,
  moderationItemResponseSchema,
  moderationPendingResponseSchema,
  type ModerationApproveBody,
  type ModerationKind,
  type ModerationRejectBody,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const itemPath = (id: string) => `/api/admin/moderation/${encodeURIComponent(id)}`;

/** GET /api/admin/moderation/pending: the oldest pending items (of one kind when given). */
export async function getModerationQueue(kind: ModerationKind | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(MODERATION_PAGE.defaultLimit) });
  if (kind) params.set('kind', kind);
  const body = await apiFetch(`/api/admin/moderation/pending?${params}`, { signal });
  return parseAnswer(moderationPendingResponseSchema, body).data;
}

/** GET /api/admin/moderation/{id}: the item with its content, context and the person's record. */
export async function getModerationItem(id: string, signal?: AbortSignal) {
  const body = await apiFetch(itemPath(id), { signal });
  return parseAnswer(moderationItemResponseSchema, body).data;
}

/** POST /api/admin/moderation/{id}/claim: the item is this moderator's for a while. */
export async function claimModerationItem(id: string) {
  const body = await apiFetch(`${itemPath(id)}/claim`, { method: 'POST' });
  return parseAnswer(moderationClaimResponseSchema, body).data.claim;
}

/** POST /api/admin/moderation/{id}/approve: uphold a report or confirm a flag, with actions. */
export async function approveModerationItem(id: string, body: ModerationApproveBody) {
  const answer = await apiFetch(`${itemPath(id)}/approve`, { method: 'POST', body });
  return parseAnswer(moderationDecisionResponseSchema, answer).data;
}

/** POST /api/admin/moderation/{id}/reject: dismiss a report or clear a flag. */
export async function rejectModerationItem(id: string, body: ModerationRejectBody) {
  const answer = await apiFetch(`${itemPath(id)}/reject`, { method: 'POST', body });
  return parseAnswer(moderationDecisionResponseSchema, answer).data;
}
