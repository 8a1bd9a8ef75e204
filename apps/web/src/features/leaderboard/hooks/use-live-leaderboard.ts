import { channelName, parseChannel } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useChannel } from '../../../lib/realtime';

/** Updates can come in bursts (every finished quiz moves a board); refetch at most this often. */
export const LIVE_REFRESH_INTERVAL_MS = 1000;

/** The realtime channel that announces changes to a board of `scope`, or null for none. */
export function leaderboardChannel(scope: string): string | null {
  const channel = parseChannel(`leaderboard:${scope}:update`);
  return channel ? channelName(channel) : null;
}

/**
 * Keeps the shown boards of `scope` fresh: a `leaderboard:{scope}:update` marks the board reads
 * stale (the board on screen refetches). The first update refreshes at once; more within a
 * second wait for one trailing refresh, so the last change is never missed.
 */
export function useLiveLeaderboard(scope: string): void {
  const queryClient = useQueryClient();
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(pending.current);
      pending.current = undefined;
    },
    [],
  );

  useChannel(leaderboardChannel(scope), () => {
    if (pending.current !== undefined) return;
    const refresh = () => {
      pending.current = undefined;
      lastRefresh.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: ['scoring', 'leaderboard'] });
    };
    const wait = lastRefresh.current + LIVE_REFRESH_INTERVAL_MS - Date.now();
    if (wait <= 0) refresh();
    else pending.current = setTimeout(refresh, wait);
  });
}
