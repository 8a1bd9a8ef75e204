import { useState, type ReactNode } from 'react';
import { useAuth } from '../features/auth';
import { RealtimeClientProvider, useRealtimeClient, useRealtimeConnection } from '../lib/realtime';
import { createRealtimeClient, fetchRealtimeTicket } from '../lib/realtime-client';

/**
 * The signed-in shell's socket: open while a user is signed in, closed normally on sign-out or
 * when another account signs in (then reopened for it). A client provided from outside (tests)
 * is used instead of a new one.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const outer = useRealtimeClient();
  const [client] = useState(
    () => outer ?? createRealtimeClient({ fetchTicket: fetchRealtimeTicket }),
  );
  const { status, user } = useAuth();
  useRealtimeConnection(client, status === 'signedIn' ? (user?.id ?? null) : null);
  return <RealtimeClientProvider client={client}>{children}</RealtimeClientProvider>;
}
