import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestRealtime,
  failUntilOffline,
  flushPromises,
  type TestRealtime,
} from '../test/realtime';
import {
  RealtimeClientProvider,
  useChannel,
  useRealtimeConnection,
  useRealtimeStatus,
} from './realtime';
import type { RealtimeError } from './realtime-client';

const USER = '00000000-0000-4000-8000-00000000000a';
const GROUP_A = 'study_group:00000000-0000-4000-8000-0000000000aa:message';
const GROUP_B = 'study_group:00000000-0000-4000-8000-0000000000bb:message';
const chat = (message: string) => ({
  user_id: USER,
  user_name: 'Ada',
  message,
  timestamp: '2026-01-01T10:00:00.000Z',
});

let realtime: TestRealtime;
afterEach(() => {
  realtime?.client.disconnect();
});

function wrapperFor(client: TestRealtime['client'] | null) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <RealtimeClientProvider client={client}>{children}</RealtimeClientProvider>;
  };
}

async function connected() {
  realtime = createTestRealtime();
  realtime.client.connect();
  await flushPromises();
  realtime.latest().accept(USER);
  return realtime;
}

describe('useRealtimeStatus', () => {
  function Status() {
    const { state, attempt } = useRealtimeStatus();
    return <p>{`${state} ${attempt}`}</p>;
  }

  it('follows the client’s status', async () => {
    realtime = createTestRealtime();
    render(<Status />, { wrapper: wrapperFor(realtime.client) });
    expect(screen.getByText('idle 0')).toBeInTheDocument();
    act(() => realtime.client.connect());
    expect(screen.getByText('connecting 0')).toBeInTheDocument();
    await act(flushPromises);
    act(() => realtime.latest().accept(USER));
    expect(screen.getByText('connected 0')).toBeInTheDocument();
    act(() => realtime.latest().serverClose());
    expect(screen.getByText('reconnecting 1')).toBeInTheDocument();
    await act(() => failUntilOffline(realtime));
    expect(screen.getByText('offline 0')).toBeInTheDocument();
  });

  it('is idle without a client', () => {
    render(<Status />);
    expect(screen.getByText('idle 0')).toBeInTheDocument();
  });
});

describe('useChannel', () => {
  it('delivers the channel’s data and unsubscribes when unmounted', async () => {
    await connected();
    const onData = vi.fn();
    const { unmount } = renderHook(() => useChannel(GROUP_A, onData), {
      wrapper: wrapperFor(realtime.client),
    });
    const socket = realtime.latest();
    expect(socket.subscriptions()).toEqual([`subscribe ${GROUP_A}`]);
    act(() =>
      socket.receive({ event: 'message', payload: { channel: GROUP_A, data: chat('hi') } }),
    );
    expect(onData).toHaveBeenCalledWith(chat('hi'));
    unmount();
    expect(socket.subscriptions()).toEqual([`subscribe ${GROUP_A}`, `unsubscribe ${GROUP_A}`]);
  });

  it('moves to a new channel, and to none, without resubscribing for new callbacks', async () => {
    await connected();
    const socket = realtime.latest();
    const { rerender } = renderHook(
      ({ channel, onData }: { channel: string | null; onData: (data: unknown) => void }) =>
        useChannel(channel, onData),
      {
        wrapper: wrapperFor(realtime.client),
        initialProps: { channel: GROUP_A as string | null, onData: vi.fn() },
      },
    );
    const latest = vi.fn();
    rerender({ channel: GROUP_A, onData: latest });
    expect(socket.subscriptions()).toEqual([`subscribe ${GROUP_A}`]);
    act(() => socket.receive({ event: 'message', payload: { channel: GROUP_A, data: chat('a') } }));
    expect(latest).toHaveBeenCalledWith(chat('a'));

    rerender({ channel: GROUP_B, onData: latest });
    rerender({ channel: null, onData: latest });
    expect(socket.subscriptions()).toEqual([
      `subscribe ${GROUP_A}`,
      `unsubscribe ${GROUP_A}`,
      `subscribe ${GROUP_B}`,
      `unsubscribe ${GROUP_B}`,
    ]);
  });

  it('hands a refused subscribe to onError', async () => {
    await connected();
    const onError = vi.fn<(error: RealtimeError) => void>();
    renderHook(() => useChannel(GROUP_A, () => {}, { onError }), {
      wrapper: wrapperFor(realtime.client),
    });
    const socket = realtime.latest();
    act(() =>
      socket.receive({
        event: 'error',
        payload: {
          code: 'FORBIDDEN',
          message: 'Not a member',
          channel: GROUP_A,
          ref: socket.sent[0]!.payload.ref,
        },
      }),
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('does nothing without a client', () => {
    expect(() => renderHook(() => useChannel(GROUP_A, () => {}))).not.toThrow();
  });
});

describe('useRealtimeConnection', () => {
  it('connects while there is a user, reconnects for another one and closes normally on none', async () => {
    realtime = createTestRealtime();
    const { rerender } = renderHook(
      ({ userId }: { userId: string | null }) => useRealtimeConnection(realtime.client, userId),
      { initialProps: { userId: null as string | null } },
    );
    await act(flushPromises);
    expect(realtime.fetchTicket).not.toHaveBeenCalled();

    rerender({ userId: USER });
    await act(flushPromises);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
    realtime.latest().accept(USER);

    rerender({ userId: '00000000-0000-4000-8000-00000000000b' });
    await act(flushPromises);
    expect(realtime.sockets[0]!.closedWith?.code).toBe(1000);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(2);
    expect(realtime.sockets).toHaveLength(2);

    rerender({ userId: null });
    expect(realtime.sockets[1]!.closedWith?.code).toBe(1000);
    expect(realtime.client.getStatus().state).toBe('idle');
  });
});
