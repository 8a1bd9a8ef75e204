import type { FindMatchBody, MatchmakingState } from '@quizarena/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useInboxEvents } from '../../../lib/inbox';
import { cancelMatch, findMatch, getActiveMatch } from '../api/matchmaking';

export type Matched = Extract<MatchmakingState, { status: 'matched' }>;
export type TimedOut = Extract<MatchmakingState, { status: 'timed_out' }>;
export type Searching = Extract<MatchmakingState, { status: 'searching' }>;

/** How an outcome reached the screen: while it was watched, or read back after a reload. */
export type Arrival = 'live' | 'restored';

/** The fallback read while a search runs, in case the inbox's event is lost (a dropped socket). */
export const SEARCH_POLL_MS = 3_000;

const IDLE: MatchmakingState = { status: 'idle' };

/** Whether `next` says something `current` did not (a new search, a new outcome). */
function isNews(current: MatchmakingState, next: MatchmakingState): boolean {
  if (current.status !== next.status) return true;
  if (next.status === 'matched') return (current as Matched).game_id !== next.game_id;
  return next.status === 'searching' && (current as Searching).queued_at !== next.queued_at;
}

/**
 * The signed-in `userId`'s matchmaking search: find, cancel, and the search's end heard from
 * the inbox's `matchmaking` event or, as a fallback, from reading it again every few seconds.
 * With `restore`, the search is read once on mount, so a reload carries on where it was. Each
 * outcome reaches `onMatched` or `onTimedOut` once. Calls answered after a newer call was made
 * (a poll overtaken by a cancel) are dropped.
 */
export function useMatchSearch({
  userId,
  restore,
  pollMs = SEARCH_POLL_MS,
  onMatched,
  onTimedOut,
}: {
  userId: string;
  restore: boolean;
  pollMs?: number;
  onMatched: (state: Matched, arrival: Arrival) => void;
  onTimedOut: (state: TimedOut, arrival: Arrival) => void;
}) {
  const [state, setState] = useState<MatchmakingState>(IDLE);
  const [restoring, setRestoring] = useState(restore);
  const [pending, setPending] = useState<'find' | 'cancel' | null>(null);
  const current = useRef<MatchmakingState>(IDLE);
  // Bumped by every find and cancel: an answer to an older call no longer speaks for the search.
  const epoch = useRef(0);
  const alive = useRef(true);

  // The latest handlers, for answers that arrive after a re-render.
  const handlers = useRef({ onMatched, onTimedOut });
  useLayoutEffect(() => {
    handlers.current = { onMatched, onTimedOut };
  });

  const receive = useCallback((next: MatchmakingState, arrival: Arrival) => {
    if (!alive.current || !isNews(current.current, next)) return;
    current.current = next;
    setState(next);
    if (next.status === 'matched') handlers.current.onMatched(next, arrival);
    else if (next.status === 'timed_out') handlers.current.onTimedOut(next, arrival);
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /**
   * Reads the search again; its answer counts only if no call was made meanwhile. Resolves with
   * that answer, or null when it failed or no longer counts.
   */
  const refresh = useCallback(
    async (arrival: Arrival): Promise<MatchmakingState | null> => {
      const asked = epoch.current;
      try {
        const next = await getActiveMatch();
        if (asked !== epoch.current) return null;
        receive(next, arrival);
        return next;
      } catch {
        // The next poll, or the inbox, tells it.
        return null;
      }
    },
    [receive],
  );

  useEffect(() => {
    if (!restore) return;
    void refresh('restored').finally(() => {
      if (alive.current) setRestoring(false);
    });
  }, [restore, refresh]);

  const searching = state.status === 'searching';
  useEffect(() => {
    if (!searching) return;
    const id = setInterval(() => void refresh('live'), pollMs);
    return () => clearInterval(id);
  }, [searching, pollMs, refresh]);

  useInboxEvents(userId, (event) => {
    if (event.type !== 'matchmaking') return;
    // An outcome ends the search being watched; a search started elsewhere is the poll's news.
    if (current.current.status === 'searching' || pending) receive(event.state, 'live');
  });

  /** Starts a search; resolves with the state, or rejects with the API's error. */
  const find = useCallback(
    async (body: FindMatchBody) => {
      epoch.current += 1;
      setPending('find');
      try {
        const next = await findMatch(body);
        receive(next, 'live');
        return next;
      } finally {
        if (alive.current) setPending(null);
      }
    },
    [receive],
  );

  /** Ends the search; the answer may be a match made just before. */
  const cancel = useCallback(async () => {
    epoch.current += 1;
    setPending('cancel');
    try {
      const next = await cancelMatch();
      receive(next, 'live');
      return next;
    } finally {
      if (alive.current) setPending(null);
    }
  }, [receive]);

  /** Reads the running search (after a 409: it already runs in another tab or a reload). */
  const adopt = useCallback(() => refresh('live'), [refresh]);

  /** Back to no search shown (a Try again's form, a dismissed offer). */
  const reset = useCallback(() => {
    epoch.current += 1;
    current.current = IDLE;
    setState(IDLE);
  }, []);

  return { state, restoring, pending, find, cancel, adopt, reset };
}

/** Whole seconds since `since` (an ISO time), redrawn every second while it is set. */
export function useElapsedSeconds(since: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const tick = () => setNow(Date.now());
    const id = setInterval(tick, 1_000);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(id);
      clearTimeout(first);
    };
  }, [since]);
  if (!since) return 0;
  return Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
}
