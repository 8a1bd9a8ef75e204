import { HOSTED_GAME_RULES, joinByPinBodySchema, type JoinByPinBody } from '@quizarena/contracts';

export type JoinErrors = Partial<
  Record<'pin' | 'nickname', 'pinInvalid' | 'nicknameRequired' | 'nicknameTooLong'>
>;

/** The join form read by the contract, or each failing field's message key (hostGames:join.*). */
export function validateJoin(fields: {
  pin: string;
  nickname: string;
}): { ok: true; body: JoinByPinBody } | { ok: false; errors: JoinErrors } {
  const parsed = joinByPinBodySchema.safeParse(fields);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: JoinErrors = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'pin') errors.pin ??= 'pinInvalid';
    if (issue.path[0] === 'nickname')
      errors.nickname ??= issue.code === 'too_big' ? 'nicknameTooLong' : 'nicknameRequired';
  }
  return { ok: false, errors };
}

export const NICKNAME_MAX = HOSTED_GAME_RULES.nicknameMaxLength;

/** What a PIN field keeps of what is typed or pasted: digits, at most six. */
export function pinInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, HOSTED_GAME_RULES.pinLength);
}
