import { unsubscribeResponseSchema } from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** POST /api/notifications/unsubscribe?token: the mailed link turns every notification email off. */
export async function unsubscribe(token: string) {
  const body = await apiFetch(`/api/notifications/unsubscribe?${new URLSearchParams({ token })}`, {
    method: 'POST',
  });
  return parseAnswer(unsubscribeResponseSchema, body).data;
}
