import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthContextValue } from '../features/auth';
import { RealtimeClientProvider, useRealtimeStatus } from '../lib/realtime';
import { authValue, TEST_USER, WithAuth } from '../test/auth-state';
import { createTestRealtime, flushPromises, type TestRealtime } from '../test/realtime';
import { RealtimeProvider } from './realtime-provider';

let realtime: TestRealtime;
afterEach(() => realtime?.client.disconnect());

function State() {
  return <p>{useRealtimeStatus().state}</p>;
}

function tree(value: AuthContextValue) {
  return (
    <RealtimeClientProvider client={realtime.client}>
      <WithAuth value={value}>
        <RealtimeProvider>
          <State />
        </RealtimeProvider>
      </WithAuth>
    </RealtimeClientProvider>
  );
}

describe('the realtime provider', () => {
  it('stays closed until a user is signed in', async () => {
    realtime = createTestRealtime();
    const { rerender } = render(tree(authValue('loading')));
    await act(flushPromises);
    expect(realtime.fetchTicket).not.toHaveBeenCalled();
    expect(screen.getByText('idle')).toBeInTheDocument();

    rerender(tree(authValue('signedIn')));
    await act(flushPromises);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
    act(() => realtime.latest().accept(TEST_USER.id));
    expect(screen.getByText('connected')).toBeInTheDocument();
  });

  it('closes normally on sign-out, without reconnecting', async () => {
    realtime = createTestRealtime();
    const { rerender } = render(tree(authValue('signedIn')));
    await act(flushPromises);
    act(() => realtime.latest().accept(TEST_USER.id));

    rerender(tree(authValue('signedOut')));
    expect(realtime.latest().closedWith?.code).toBe(1000);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(realtime.timers.runNext()).toBe(false);
    await act(flushPromises);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('opens a new connection, with a new ticket, when another account signs in', async () => {
    realtime = createTestRealtime();
    const { rerender } = render(tree(authValue('signedIn')));
    await act(flushPromises);
    act(() => realtime.latest().accept(TEST_USER.id));

    const other = { ...TEST_USER, id: '00000000-0000-4000-8000-000000000002' };
    rerender(tree(authValue('signedIn', { user: other })));
    await act(flushPromises);
    expect(realtime.sockets[0]!.closedWith?.code).toBe(1000);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(2);
    expect(realtime.latest().ticket).toBe('ticket-2');
  });

  it('closes the socket when the signed-in shell goes away', async () => {
    realtime = createTestRealtime();
    const { unmount } = render(tree(authValue('signedIn')));
    await act(flushPromises);
    act(() => realtime.latest().accept(TEST_USER.id));
    unmount();
    expect(realtime.latest().closedWith?.code).toBe(1000);
  });
});
