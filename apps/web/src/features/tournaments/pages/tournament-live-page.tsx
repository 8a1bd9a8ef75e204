import { Hourglass, Swords } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { useStanding, useTournament } from '../api/queries';
import { CARD_CLASSES } from '../components/card-classes';
import { isMissing, TournamentNotFound } from '../components/tournament-not-found';
import { useTournamentUpdates } from '../hooks/use-tournament-updates';
import { isWaiting, LIVE_POLL_MS, standingView, type StandingView } from '../utils/standing';
import { placeText, pointsText, whenText } from '../utils/wording';

/** What the page says of a standing, as a headline and a line under it. */
function useStandingWords(view: StandingView, start: string) {
  const { t } = useTranslation('tournaments');
  switch (view.kind) {
    case 'opening':
      return { title: t('live.opening'), text: null };
    case 'notRegistered':
      return { title: t('live.notRegistered'), text: t('live.notRegisteredText') };
    case 'cancelled':
      return { title: t('live.cancelled'), text: null };
    case 'notStarted':
      return { title: t('live.notStarted'), text: t('live.startsAt', { date: whenText(start) }) };
    case 'finished':
      return {
        title: t('live.finished', { place: placeText(view.place, t) }),
        text:
          view.prize > 0
            ? t('live.prize', { prize: pointsText(view.prize, t) })
            : t('live.noPrize'),
      };
    case 'over':
      return { title: t('live.over'), text: null };
    case 'eliminated':
      return { title: t('live.eliminated', { round: view.round }), text: t('live.eliminatedText') };
    case 'waiting':
      return { title: t('live.waiting', { round: view.round }), text: t('live.waitingText') };
  }
}

/**
 * /game/tournament/:tournamentId/live: the way into the player's match. While their match's
 * game plays the page goes to it (the live game page plays seated games); otherwise it says
 * where they stand, and keeps asking (and listening to the bracket) while they wait.
 */
export function TournamentLivePage({ me }: { me: string }) {
  const { t } = useTranslation('tournaments');
  const { tournamentId = '' } = useParams();
  const navigate = useNavigate();
  const tournament = useTournament(tournamentId);
  const standing = useStanding(tournamentId, (data) =>
    data && isWaiting(standingView(data, me)) ? LIVE_POLL_MS : false,
  );
  useTournamentUpdates(tournament.data ? tournament.data.id : null);
  const view = standing.data ? standingView(standing.data, me) : null;
  const gameId = view?.kind === 'opening' ? view.gameId : null;
  useEffect(() => {
    if (gameId) void navigate(`/game/multiplayer/${gameId}`, { replace: true });
  }, [gameId, navigate]);
  const words = useStandingWords(view ?? { kind: 'over' }, tournament.data?.tournament_start ?? '');

  const failed = tournament.error ?? standing.error;
  if (failed) {
    if (isMissing(failed)) return <TournamentNotFound />;
    return (
      <ListError
        error={failed}
        fallback={t('live.loadFailed')}
        onRetry={() => {
          void tournament.refetch();
          void standing.refetch();
        }}
      />
    );
  }
  if (!view || !tournament.data) return <ListLoading label={t('live.loading')} rows={1} />;
  const Icon = view.kind === 'waiting' || view.kind === 'opening' ? Hourglass : Swords;

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <p className="text-sm font-semibold text-slate-600 dark:text-slate-300">
        {tournament.data.name}
      </p>
      <section aria-live="polite" className={`${CARD_CLASSES} space-y-3 text-center`}>
        <Icon className="mx-auto h-10 w-10 text-indigo-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{words.title}</h1>
        {words.text ? <p className="text-slate-700 dark:text-slate-300">{words.text}</p> : null}
      </section>
      <Link
        to={`/tournament/${tournament.data.id}`}
        className="inline-block font-semibold text-indigo-700 underline hover:no-underline dark:text-indigo-300"
      >
        {t('live.back')}
      </Link>
    </div>
  );
}
