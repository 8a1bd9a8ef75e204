import { chatBroadcastSchema } from '@quizarena/contracts';
import { AppError } from '../lib/app-error';
import type { ChannelOwner } from '../modules/realtime';

/**
 * A stand-in for the study-groups module as a channel owner (its members, the chat length rule,
 * a kept history), so the broadcast path is tested before that module exists.
 */
export function chatOwnerForTests(memberIds: string[]) {
  const members = new Set(memberIds);
  const kept: string[] = [];
  const owner: ChannelOwner<'study_group'> = {
    authorize: async (user) => {
      if (!members.has(user.id)) throw AppError.forbidden('Members only');
    },
    broadcast: async (user, _channel, data) => {
      if (!members.has(user.id)) throw AppError.forbidden('Members only');
      const parsed = chatBroadcastSchema.safeParse(data);
      if (!parsed.success)
        throw AppError.validation('payload.data.message', parsed.error.issues[0]!.message);
      kept.push(parsed.data.message);
      return {
        user_id: user.id,
        user_name: user.name,
        message: parsed.data.message,
        timestamp: new Date().toISOString(),
      };
    },
  };
  return { owner, kept };
}
