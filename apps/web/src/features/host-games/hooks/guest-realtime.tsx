import { useEffect, useState, type ReactNode } from 'react';
import { RealtimeClientProvider } from '../../../lib/realtime';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeTicket,
} from '../../../lib/realtime-client';
import { fetchGuestTicket } from '../api/host-games';

export type CreateGuestClient = (fetchTicket: () => Promise<RealtimeTicket>) => RealtimeClient;

const defaultClient: CreateGuestClient = (fetchTicket) => createRealtimeClient({ fetchTicket });

/**
 * A guest's own socket, for the game alone: its tickets are proved by the seat's token, not by a
 * session, and it closes when the guest leaves the game (or the page).
 */
export function GuestRealtime({
  guestToken,
  createClient = defaultClient,
  children,
}: {
  guestToken: string;
  createClient?: CreateGuestClient;
  children: ReactNode;
}) {
  const [client] = useState(() => createClient(() => fetchGuestTicket(guestToken)));
  useEffect(() => {
    client.connect();
    return () => client.disconnect();
  }, [client]);
  return <RealtimeClientProvider client={client}>{children}</RealtimeClientProvider>;
}
