import { MATCHMAKING_RULES, type MatchmakingState } from '@quizarena/contracts';
import { Bot, Search } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { alreadySearching, cancelMatch } from '../api/matchmaking';
import { useGoToMatch } from '../hooks/use-go-to-match';
import { useMatchSearch } from '../hooks/use-match-search';
import { chosePracticeBot } from '../utils/practice-bot';
import { CARD_CLASSES } from './card';
import { ElapsedSeconds } from './elapsed-seconds';

/** A competitive search is short: read it back more often than the lobby's. */
const COMPETITIVE_POLL_MS = 2_000;
/** How long past its end a search may stay unanswered before the Practice Bot steps in anyway. */
const OVERDUE_GRACE_MS = 4_000;

export type OpponentSearchProps = {
  userId: string;
  categoryId: string;
  topicId: string;
  /** No live opponent (none found, the player chose the bot, or the search failed). */
  onSolo: () => void;
};

/** Whether a running search the page did not start is this quiz's own (a reload mid-search). */
const isCompetitiveSearch = (state: MatchmakingState | null) =>
  state?.status === 'searching' && state.source === 'competitive';

/**
 * Competitive mode looks for a person first (docs/DECISIONS.md #8): before the solo quiz starts,
 * a short search for a live opponent on the same topic. A match goes to the live game; anything
 * else (the search running out, any failure, the player choosing the bot) starts the solo quiz
 * against the Practice Bot as before.
 */
export function OpponentSearch({ userId, categoryId, topicId, onSolo }: OpponentSearchProps) {
  const { t } = useTranslation('matchmaking');
  const location = useLocation();
  const goToMatch = useGoToMatch({ replace: true });
  // Once the quiz went solo or to a match, later answers change nothing.
  const settled = useRef(false);
  const started = useRef(false);
  const mounted = useRef(false);

  function solo() {
    if (settled.current) return;
    settled.current = true;
    onSolo();
  }

  const search = useMatchSearch({
    userId,
    restore: false,
    pollMs: COMPETITIVE_POLL_MS,
    onMatched: (state) => {
      if (settled.current) return;
      settled.current = true;
      goToMatch(state);
    },
    onTimedOut: solo,
  });
  const { state } = search;

  async function begin() {
    if (chosePracticeBot(location.state)) {
      solo();
      return;
    }
    try {
      const next = await search.find({
        source: 'competitive',
        category: categoryId,
        topic: topicId,
        difficulty: 'any',
        game_mode: 'classic',
        max_wait_time: MATCHMAKING_RULES.competitiveWaitSeconds,
      });
      if (next.status === 'idle') solo();
    } catch (error) {
      // A reload mid-search finds its own search running: watch it to its end.
      if (alreadySearching(error) && isCompetitiveSearch(await search.adopt())) return;
      solo();
    }
  }

  async function playBotNow() {
    try {
      // A match made a moment before the cancel still goes to its game (the opponent waits).
      const next = await search.cancel();
      if (next.status !== 'matched') solo();
    } catch {
      solo();
    }
  }

  const start = useEffectEvent(() => void begin());
  const giveUp = useEffectEvent(() => {
    void cancelMatch().catch(() => undefined);
    solo();
  });
  const abandon = useEffectEvent(() => {
    if (!mounted.current && !settled.current && state.status === 'searching') {
      void cancelMatch().catch(() => undefined);
    }
  });

  useEffect(() => {
    mounted.current = true;
    // StrictMode mounts twice; the ref outlives that, so only one search starts.
    if (!started.current) {
      started.current = true;
      start();
    }
    return () => {
      mounted.current = false;
      // Left mid-search (another page): end the search, unless this was StrictMode's remount.
      setTimeout(abandon, 0);
    };
  }, []);

  // The server says when the search ran out; if that word never comes, stop waiting for it.
  const expiresAt = state.status === 'searching' ? state.expires_at : null;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.max(0, Date.parse(expiresAt) - Date.now()) + OVERDUE_GRACE_MS;
    const id = setTimeout(giveUp, wait);
    return () => clearTimeout(id);
  }, [expiresAt]);

  return (
    <section
      className={`${CARD_CLASSES} mx-auto mt-8 max-w-xl space-y-4 p-6 text-center`}
      aria-labelledby="opponent-search-title"
    >
      <Search
        className="mx-auto h-10 w-10 text-indigo-600 motion-safe:animate-pulse"
        aria-hidden="true"
      />
      <h1 id="opponent-search-title" className="text-2xl font-bold">
        {t('competitive.title')}
      </h1>
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {t('competitive.text')}
      </p>
      {state.status === 'searching' ? <ElapsedSeconds since={state.queued_at} /> : null}
      <Button disabled={search.pending === 'cancel'} onClick={() => void playBotNow()}>
        <Bot className="h-4 w-4" aria-hidden="true" />
        {t('competitive.playBotNow')}
      </Button>
    </section>
  );
}
