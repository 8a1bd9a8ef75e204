import { channelName, type TypingEvent } from '@quizarena/contracts';
import { useEffect, useRef, useState } from 'react';
import { useChannel, useRealtimeClient } from '../../../lib/realtime';

/** Typing is said again at most this often while it goes on. */
export const TYPING_REPEAT_MS = 3000;
/** Someone who said nothing more for this long has stopped (their `false` may be lost). */
export const TYPING_EXPIRY_MS = 6000;

export function typingChannel(conversationId: string): string {
  return channelName({ kind: 'conversation', conversationId });
}

/**
 * Who else is typing in a conversation, from its typing channel, and the caller's own typing
 * broadcast there: `typing()` on each keystroke (sent at most every 3 s), `stopped()` on send
 * or when the composer loses focus.
 */
export function useTyping(conversationId: string, userId: string) {
  const client = useRealtimeClient();
  const channel = typingChannel(conversationId);
  const [typists, setTypists] = useState<{ id: string; name: string }[]>([]);
  const expiries = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = expiries.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  function drop(id: string) {
    clearTimeout(expiries.current.get(id));
    expiries.current.delete(id);
    setTypists((current) => current.filter((person) => person.id !== id));
  }

  useChannel<TypingEvent>(channel, (event) => {
    if (event.user_id === userId) return;
    if (!event.is_typing) {
      drop(event.user_id);
      return;
    }
    clearTimeout(expiries.current.get(event.user_id));
    expiries.current.set(
      event.user_id,
      setTimeout(() => drop(event.user_id), TYPING_EXPIRY_MS),
    );
    setTypists((current) =>
      current.some((person) => person.id === event.user_id)
        ? current
        : [...current, { id: event.user_id, name: event.name }],
    );
  });

  const lastSaid = useRef(Number.NEGATIVE_INFINITY);
  const saying = useRef(false);

  // Leaving the conversation mid-sentence: the others should not see typing for 6 s more.
  useEffect(
    () => () => {
      if (saying.current) client?.broadcast(channel, { is_typing: false });
    },
    [client, channel],
  );

  function typing() {
    const now = Date.now();
    if (now - lastSaid.current < TYPING_REPEAT_MS) return;
    if (client?.broadcast(channel, { is_typing: true })) {
      lastSaid.current = now;
      saying.current = true;
    }
  }

  function stopped() {
    if (!saying.current) return;
    saying.current = false;
    lastSaid.current = Number.NEGATIVE_INFINITY;
    client?.broadcast(channel, { is_typing: false });
  }

  return { typists: typists.map((person) => person.name), typing, stopped };
}
