import type { Page } from '@playwright/test';
import { squash } from './quiz-bank';

/**
 * The API's fields whose strings are content, shown as stored (docs/DECISIONS.md #41): names
 * of categories, topics, achievements, players and group chats, questions, options and
 * explanations, a player's own profile, and what players write to each other (a message's
 * preview, the name of its sender). Any other string the API sends (a code, a mode, a level)
 * must reach the screen through a catalogue.
 */
const CONTENT_FIELDS = new Set([
  'name',
  'full_name',
  'title',
  'description',
  'question_text',
  'option_text',
  'correct_answer',
  'explanation',
  'category_name',
  'topic_name',
  'email',
  'bio',
  'organization',
  'conversation_name',
  'preview',
  'sender',
  'sender_name',
]);

/**
 * Fields that are content only in some objects: a message's text, but not a system line's
 * (the server's English record of a join or a rename, which the client words itself), and the
 * private reason a player gave for a block.
 */
const CONTENT_IN: Record<string, (owner: Record<string, unknown>) => boolean> = {
  content: (owner) => owner.message_type !== 'system',
  reason: (owner) => 'blocked_id' in owner,
};

/** A session's user agent, of which the sessions list shows the browser's and system's names. */
const AGENT_FIELD = 'user_agent';

/**
 * Names shown as themselves in every language: the brand, the sign-in providers, and each
 * language's name in itself (the language menu's entries).
 */
const NAMES = ['QuizArena', 'Google', 'GitHub', 'English', 'Español'];

/**
 * Its plain letters and digits in runs, so a fragment of content matches only whole runs of it
 * (and a fragment cut at a pseudo-localised letter, 'Espa' of 'Español', still matches).
 */
const words = (value: string) => value.replace(/[^A-Za-z0-9]+/g, ' ').trim();

/** A name's initials, as an avatar without a picture shows them ('GH' for Grace Hopper). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * Content the page received from the API while a test ran (and the names above), to tell it
 * from interface text: call `settled` before asking `is` or `includes`.
 */
export function collectContent(page: Page) {
  const content = new Set<string>(NAMES);
  const agents = new Set<string>();
  const reading: Promise<unknown>[] = [];
  const collect = (value: unknown, field?: string, owner: Record<string, unknown> = {}) => {
    if (typeof value === 'string' && field === AGENT_FIELD) agents.add(value);
    else if (
      typeof value === 'string' &&
      field &&
      (CONTENT_FIELDS.has(field) || CONTENT_IN[field]?.(owner))
    )
      content.add(squash(value));
    else if (Array.isArray(value)) value.forEach((item) => collect(item, field, owner));
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value))
        collect(child, key, value as Record<string, unknown>);
  };
  // What the realtime socket brings (a friend request's sender, a message) is content too.
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      try {
        collect(JSON.parse(payload));
      } catch {
        // Not JSON: nothing of the API's.
      }
    }),
  );
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(response.json().then(collect, () => undefined));
  });
  return {
    /** Waits for the answers received so far to be read. */
    settled: () => Promise.all(reading.splice(0)),
    /** Whether `text` is one of the content strings, whole. */
    is: (text: string) => content.has(squash(text)),
    /** Whether `text` is content: whole words of it, its initials, or part of a user agent. */
    includes: (text: string) =>
      [...content].some(
        (known) => ` ${words(known)} `.includes(` ${words(text)} `) || initials(known) === text,
      ) || [...agents].some((agent) => agent.includes(text)),
  };
}
