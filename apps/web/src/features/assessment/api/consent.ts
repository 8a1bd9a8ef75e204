import {
  parentConsentViewResponseSchema,
  parentalConsentResponseSchema,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const CONSENT = '/api/psychometric/consent';

/** GET /consent: whether the player needs a parent's consent, and where it stands. */
export async function getConsent(signal?: AbortSignal) {
  return parseAnswer(parentalConsentResponseSchema, await apiFetch(CONSENT, { signal })).data;
}

/**
 * POST /consent: mails the parent a link (again, or to another address). The page reads the
 * consent again afterwards rather than trusting this answer's shape.
 */
export async function requestConsent(parentEmail: string): Promise<void> {
  await apiFetch(CONSENT, { method: 'POST', body: { parent_email: parentEmail } });
}

/** DELETE /consent: the player withdraws it; the results are hidden until it is given again. */
export async function withdrawConsent(): Promise<void> {
  await apiFetch(CONSENT, { method: 'DELETE' });
}

/** GET /consent/parent?token: what the parent's link shows (no sign-in; 404 for a bad link). */
export async function getParentConsent(token: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ token });
  const body = await apiFetch(`${CONSENT}/parent?${query}`, { signal });
  return parseAnswer(parentConsentViewResponseSchema, body).data;
}

export type ParentDecision = 'grant' | 'refuse' | 'withdraw';

/** POST /consent/parent: the parent's decision; the page reads the link's view again after. */
export async function decideParentConsent(token: string, decision: ParentDecision): Promise<void> {
  await apiFetch(`${CONSENT}/parent`, { method: 'POST', body: { token, decision } });
}
