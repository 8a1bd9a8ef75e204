import type { Message } from '@quizarena/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** The other person of a direct conversation, as the header's extra actions get them. */
export type ConversationPerson = {
  user_id: string;
  name: string;
  avatar_url: string | null;
  is_online: boolean;
};

/**
 * What other features add to the messages page (app/ hands them in; features do not import each
 * other): how a `quiz_challenge` message shows, and more actions in a direct conversation's
 * header. Without them a challenge message shows as its text and the header as it is.
 */
export type MessageSlots = {
  challengeCard?: (message: Message) => ReactNode;
  headerActions?: (person: ConversationPerson) => ReactNode;
};

const SlotsContext = createContext<MessageSlots>({});

export const MessageSlotsProvider = SlotsContext.Provider;

export function useMessageSlots(): MessageSlots {
  return useContext(SlotsContext);
}
