import type { Message } from '@quizarena/contracts';
import type { TFunction } from 'i18next';

/**
 * A system line (someone joined, left or was removed, the group renamed) in the reader's
 * language, worded from its event; the server's English `content` only for a line without one.
 */
export function systemLineText(
  line: Pick<Message, 'content' | 'metadata'>,
  t: TFunction<'messages'>,
): string {
  const system = line.metadata?.system;
  return system ? t(`system.${system.event}`, { name: system.name }) : line.content;
}
