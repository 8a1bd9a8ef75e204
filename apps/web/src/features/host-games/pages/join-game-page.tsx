import { Brain } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link';
import { LanguageSelect } from '../../../i18n';
import { JoinForm } from '../components/join-form';
import { PlayerScreen } from '../components/player-screen';
import { GuestRealtime, type CreateGuestClient } from '../hooks/guest-realtime';
import { forgetSeat, loadSeat, saveSeat, type Seat } from '../utils/seat-storage';

/**
 * /join, signed in or not: the PIN (from `?pin=` when the QR code was scanned) and a nickname,
 * then the game. The seat is kept for this tab under `?game=`, so a reload keeps it. A guest
 * plays over a socket of their own; a signed-in player over the app's (provided by app/).
 */
export function JoinGamePage({
  signedIn,
  createGuestClient,
}: {
  signedIn: boolean;
  createGuestClient?: CreateGuestClient;
}) {
  const [params, setParams] = useSearchParams();
  const gameId = params.get('game');
  const [seat, setSeat] = useState<Seat | null>(() => (gameId ? loadSeat(gameId) : null));

  const joined = (next: Seat) => {
    saveSeat(next);
    setSeat(next);
    setParams({ game: next.game_id }, { replace: true });
  };
  const leave = () => {
    if (seat) forgetSeat(seat.game_id);
    setSeat(null);
    setParams({});
  };

  return (
    <main className="flex min-h-screen flex-col gap-6 px-4 py-6 sm:py-10">
      <SkipLink />
      <Link
        to="/"
        className="flex items-center justify-center gap-2 text-xl font-bold text-indigo-700 dark:text-indigo-300"
      >
        <Brain className="h-7 w-7" aria-hidden="true" /> QuizArena
      </Link>
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {!seat ? (
          <JoinForm initialPin={params.get('pin') ?? ''} signedIn={signedIn} onJoined={joined} />
        ) : seat.guest && seat.guest_token ? (
          <GuestRealtime guestToken={seat.guest_token} createClient={createGuestClient}>
            <PlayerScreen key={seat.game_id} seat={seat} onLeave={leave} />
          </GuestRealtime>
        ) : (
          <PlayerScreen key={seat.game_id} seat={seat} onLeave={leave} />
        )}
      </div>
      <LanguageSelect className="flex items-center justify-center" />
    </main>
  );
}
