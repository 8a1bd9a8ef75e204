import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { RealtimeClientProvider } from '../../lib/realtime';
import {
  createTestRealtime,
  failUntilOffline,
  flushPromises,
  type TestRealtime,
} from '../../test/realtime';
import { ConnectionStatus, connectionLabel } from './connection-status';

let realtime: TestRealtime;
afterEach(() => realtime?.client.disconnect());

function renderStatus() {
  realtime = createTestRealtime();
  render(
    <RealtimeClientProvider client={realtime.client}>
      <ConnectionStatus />
    </RealtimeClientProvider>,
  );
}

describe('the connection status', () => {
  it.each([
    [{ state: 'idle', attempt: 0, maxAttempts: 5 }, 'Connecting…'],
    [{ state: 'connecting', attempt: 0, maxAttempts: 5 }, 'Connecting…'],
    [{ state: 'connected', attempt: 0, maxAttempts: 5 }, 'Live'],
    [{ state: 'reconnecting', attempt: 3, maxAttempts: 5 }, 'Reconnecting (attempt 3 of 5)'],
    [{ state: 'offline', attempt: 0, maxAttempts: 5 }, 'Offline'],
  ] as const)('reads %o as %s', (status, label) => {
    expect(connectionLabel(status, i18n.t)).toBe(label);
  });

  it('announces each state politely as the socket goes through them', async () => {
    renderStatus();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Connecting…');

    act(() => realtime.client.connect());
    await act(flushPromises);
    act(() => realtime.latest().accept());
    expect(status).toHaveTextContent('Live');
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();

    act(() => realtime.latest().serverClose());
    expect(status).toHaveTextContent('Reconnecting (attempt 1 of 5)');
    act(() => {
      realtime.timers.runNext();
    });
    await act(flushPromises);
    act(() => realtime.latest().serverClose());
    expect(status).toHaveTextContent('Reconnecting (attempt 2 of 5)');
  });

  it('offers Reconnect once offline, which tries again', async () => {
    renderStatus();
    act(() => realtime.client.connect());
    await act(() => failUntilOffline(realtime));
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    const tickets = realtime.fetchTicket.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting…');
    await act(flushPromises);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(tickets + 1);
    act(() => realtime.latest().accept());
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
  });
});
