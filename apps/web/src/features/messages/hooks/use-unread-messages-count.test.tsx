import type { InboxEvent } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClientProvider } from '../../../lib/realtime';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { fakeMessagesApi, type FakeMessagesApi } from '../test/fake-api';
import { ANA, conversation, DIRECT, group, GROUP, ME, message, ok } from '../test/fixtures';
import { useUnreadMessagesCount } from './use-unread-messages-count';

let api: FakeMessagesApi;
let realtime: TestRealtime;

function renderCount(userId: string | null = ME) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeClientProvider client={realtime.client}>{children}</RealtimeClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useUnreadMessagesCount(userId), { wrapper });
}

const inbox = (data: InboxEvent) =>
  act(() =>
    realtime.latest().receive({ event: 'message', payload: { channel: `user:${ME}:inbox`, data } }),
  );
const unreadReads = () => api.callsTo('GET', '/api/social/conversations?');

beforeEach(async () => {
  api = fakeMessagesApi({
    conversations: [conversation({ unread_count: 2 }), group({ unread_count: 5, is_muted: true })],
  });
  vi.stubGlobal('fetch', api.fetchMock);
  realtime = createTestRealtime();
  realtime.client.connect();
  await flushPromises();
  realtime.latest().accept(ME);
});
afterEach(() => {
  realtime.client.disconnect();
  vi.unstubAllGlobals();
});

describe('useUnreadMessagesCount', () => {
  it('reads the unread total (muted conversations left out) with one small call', async () => {
    const { result } = renderCount();
    await waitFor(() => expect(result.current).toBe(2));
    expect(unreadReads().map((call) => call.path)).toEqual([
      '/api/social/conversations?archived=false&limit=1',
    ]);
  });

  it('asks again when a message from someone else arrives, and acknowledges its delivery', async () => {
    const { result } = renderCount();
    await waitFor(() => expect(result.current).toBe(2));
    api.conversations[0]!.unread_count = 3;
    inbox({ type: 'message', message: message(5) });
    await waitFor(() => expect(result.current).toBe(3));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/delivered`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/delivered`)[0]!.body).toEqual({
      up_to_message_id: message(5).id,
    });
  });

  it('does not count the caller’s own messages, and follows reads elsewhere and changes', async () => {
    const { result } = renderCount();
    await waitFor(() => expect(result.current).toBe(2));
    inbox({ type: 'message', message: message(6, { sender_id: ME }) });
    inbox({
      type: 'receipt',
      conversation_id: DIRECT,
      user_id: ANA,
      delivered_up_to: null,
      read_up_to: null,
    });
    await flushPromises();
    expect(unreadReads()).toHaveLength(1);

    api.conversations[0]!.unread_count = 0;
    // The caller read it on another device.
    inbox({
      type: 'receipt',
      conversation_id: DIRECT,
      user_id: ME,
      delivered_up_to: null,
      read_up_to: new Date().toISOString(),
    });
    await waitFor(() => expect(result.current).toBe(0));
    api.conversations[1]!.is_muted = false;
    inbox({ type: 'conversation', conversation_id: GROUP, change: 'updated' });
    await waitFor(() => expect(result.current).toBe(5));
  });

  it('takes the total a read answers over a read still on its way', async () => {
    let answer: (body: unknown) => void = () => {};
    const { result } = renderCount();
    await waitFor(() => expect(result.current).toBe(2));
    api.on(
      'GET',
      /^\/api\/social\/conversations$/,
      () => new Promise((resolve) => (answer = resolve)),
    );
    api.on('POST', /\/delivered$/, () =>
      ok({ conversation_id: DIRECT, unread_count: 0, unread_total: 0 }),
    );
    inbox({ type: 'message', message: message(7) });
    await waitFor(() => expect(result.current).toBe(0));
    // The count asked for before the mark answered comes too late to be shown.
    await act(async () => {
      answer(ok({ conversations: [], total: 0, unread_total: 3 }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(result.current).toBe(0);
  });

  it('listens to nothing and reads nothing without a user', async () => {
    const { result } = renderCount(null);
    await flushPromises();
    expect(result.current).toBe(0);
    expect(api.calls).toEqual([]);
  });
});
