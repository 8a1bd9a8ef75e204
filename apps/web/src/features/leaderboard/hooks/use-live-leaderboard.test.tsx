import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClientProvider } from '../../../lib/realtime';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { CATEGORY_ID, ME } from '../test/fixtures';
import {
  LIVE_REFRESH_INTERVAL_MS,
  leaderboardChannel,
  useLiveLeaderboard,
} from './use-live-leaderboard';

const update = (scope: string) => ({
  event: 'message',
  payload: {
    channel: `leaderboard:${scope}:update`,
    data: { scope, updated_at: '2026-03-18T10:00:00.000Z' },
  },
});

describe('leaderboardChannel', () => {
  it.each([
    ['global', 'leaderboard:global:update'],
    ['level', 'leaderboard:level:update'],
    [CATEGORY_ID, `leaderboard:${CATEGORY_ID}:update`],
    [`topic_${CATEGORY_ID}`, `leaderboard:topic_${CATEGORY_ID}:update`],
    ['nonsense', null],
    ['a:b', null],
  ])('names the channel of scope %s', (scope, channel) => {
    expect(leaderboardChannel(scope)).toBe(channel);
  });
});

describe('useLiveLeaderboard', () => {
  let realtime: TestRealtime;
  let queryClient: QueryClient;

  beforeEach(async () => {
    vi.useFakeTimers();
    realtime = createTestRealtime();
    realtime.client.connect();
    await flushPromises();
    realtime.latest().accept(ME);
    queryClient = new QueryClient();
  });
  afterEach(() => {
    realtime.client.disconnect();
    vi.useRealTimers();
  });

  function renderLive(scope = 'global') {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <RealtimeClientProvider client={realtime.client}>{children}</RealtimeClientProvider>
      </QueryClientProvider>
    );
    return renderHook(({ scope: current }) => useLiveLeaderboard(current), {
      wrapper,
      initialProps: { scope },
    });
  }

  it('marks the boards stale at most once a second, keeping the last update', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderLive();
    const socket = realtime.latest();

    act(() => socket.receive(update('global')));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['scoring', 'leaderboard'] });

    // A burst within the second: one trailing refresh when it is over.
    act(() => socket.receive(update('global')));
    act(() => socket.receive(update('global')));
    expect(invalidate).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_INTERVAL_MS - 1));
    expect(invalidate).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(invalidate).toHaveBeenCalledTimes(2);

    // Quiet for a while: the next update refreshes at once.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    act(() => socket.receive(update('global')));
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('follows the scope, and ignores other scopes’ updates', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { rerender, unmount } = renderLive('global');
    const socket = realtime.latest();
    rerender({ scope: CATEGORY_ID });
    act(() => socket.receive(update('global')));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => socket.receive(update(CATEGORY_ID)));
    expect(invalidate).toHaveBeenCalledTimes(1);
    unmount();
    expect(socket.subscriptions()).toEqual([
      'subscribe leaderboard:global:update',
      'unsubscribe leaderboard:global:update',
      `subscribe leaderboard:${CATEGORY_ID}:update`,
      `unsubscribe leaderboard:${CATEGORY_ID}:update`,
    ]);
  });

  it('drops a planned refresh when the page goes away', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { unmount } = renderLive();
    const socket = realtime.latest();
    act(() => socket.receive(update('global')));
    act(() => socket.receive(update('global')));
    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
