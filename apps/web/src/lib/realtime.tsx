import { REALTIME_MAX_RECONNECT_ATTEMPTS } from '@quizarena/contracts';
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { RealtimeClient, RealtimeError, RealtimeStatus } from './realtime-client';

/**
 * React's view of the realtime client. The signed-in shell creates the client and provides it;
 * without one (signed out, a page rendered alone in a test) the hooks do nothing.
 */
const RealtimeClientContext = createContext<RealtimeClient | null>(null);

export function RealtimeClientProvider({
  client,
  children,
}: {
  client: RealtimeClient | null;
  children: ReactNode;
}) {
  return <RealtimeClientContext.Provider value={client}>{children}</RealtimeClientContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeClientContext);
}

const NO_CLIENT_STATUS: RealtimeStatus = {
  state: 'idle',
  attempt: 0,
  maxAttempts: REALTIME_MAX_RECONNECT_ATTEMPTS,
};
const noSubscription = () => () => {};
const noClientStatus = () => NO_CLIENT_STATUS;

/** The socket's state, attempt and maximum, re-rendering on every change. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    client ? (onChange) => client.onStatus(onChange) : noSubscription,
    client ? () => client.getStatus() : noClientStatus,
    noClientStatus,
  );
}

/**
 * Keeps the client connected while `userId` is set: a change of user (sign-out, another account)
 * closes the socket normally, and a new user opens a new one with a new ticket.
 */
export function useRealtimeConnection(client: RealtimeClient | null, userId: string | null): void {
  useEffect(() => {
    if (!client || !userId) return;
    client.connect();
    return () => client.disconnect();
  }, [client, userId]);
}

/**
 * Listens to `channel` (null: to nothing) while mounted. The callbacks may change on every
 * render without resubscribing; a new channel name unsubscribes the old one first.
 */
export function useChannel<T = unknown>(
  channel: string | null,
  onData: (data: T) => void,
  options: { onError?: (error: RealtimeError) => void } = {},
): void {
  const client = useRealtimeClient();
  const handleData = useEffectEvent((data: unknown) => onData(data as T));
  const handleError = useEffectEvent((error: RealtimeError) => options.onError?.(error));
  useEffect(() => {
    if (!client || !channel) return;
    return client.subscribe(channel, (data) => handleData(data), {
      onError: (error) => handleError(error),
    });
  }, [client, channel]);
}
