import type { TimedOut } from '../hooks/use-match-search';

type Bot = NonNullable<TimedOut['bot']>;

/**
 * Router state for a quiz the player started against the Practice Bot on purpose: the
 * competitive quiz's opponent search (OpponentSearch) reads it and steps aside at once.
 */
export const PRACTICE_BOT_STATE = { practiceBot: true } as const;

/** Whether the page was opened with PRACTICE_BOT_STATE. */
export function chosePracticeBot(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'practiceBot' in state
    ? state.practiceBot === true
    : false;
}

/**
 * The solo competitive quiz the server offers when no opponent was found. The quiz's route has
 * no difficulty: the session picks its questions as every competitive quiz does.
 */
export const practiceBotPath = (bot: Bot) => `/quiz/${bot.category_id}/${bot.topic_id}/competitive`;
