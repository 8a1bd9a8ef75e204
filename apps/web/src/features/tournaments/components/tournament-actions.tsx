import type { Tournament } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, Swords } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ShareButton } from '../../../components/ui/share-button';
import { notifyAccountChanged } from '../../../lib/account-events';
import { ApiError } from '../../../lib/api-client';
import { apiRefusalText } from '../../../lib/api-error-text';
import { formatNumber } from '../../../lib/format';
import { tournamentsKeys } from '../api/keys';
import { refreshTournament, storeTournament } from '../api/queries';
import { cancelTournament, registerFor, setBookmark, withdrawFrom } from '../api/tournaments';
import { feeText, whenText } from '../utils/wording';

const NOTE = 'text-sm font-semibold text-slate-700 dark:text-slate-200';

/**
 * Where the caller can take part: Register (with the fee) while registration is open, the
 * closed note between its end and the start, Withdraw for a seat during registration, Join
 * Match once it plays. `points` is the caller's balance as the app knows it: a fee above it is
 * refused here without asking the server.
 */
function TakePart({ tournament, points }: { tournament: Tournament; points: number }) {
  const { t } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const [withdrawing, setWithdrawing] = useState(false);
  const fee = tournament.entry_fee;
  const seated = (next: Tournament) => {
    storeTournament(queryClient, next);
    // The fee left (or came back to) the player's balance.
    notifyAccountChanged();
  };
  const register = useMutation({
    mutationFn: () => registerFor(tournament.id),
    onSuccess: (next) => {
      seated(next);
      toast.success(t('toasts.registered'));
    },
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.code === 'INSUFFICIENT_POINTS'
          ? error.message
          : t('toasts.registerFailed'),
      );
      // Full or closed meanwhile: show it as it now stands.
      void refreshTournament(queryClient, tournament.id);
    },
  });
  const withdraw = useMutation({
    mutationFn: () => withdrawFrom(tournament.id),
    onSuccess: (next) => {
      seated(next);
      toast.success(t('toasts.withdrawn'));
    },
    onError: () => toast.error(t('toasts.withdrawFailed')),
  });

  if (tournament.status === 'upcoming')
    return (
      <p className={NOTE}>
        {t('actions.opens', { date: whenText(tournament.registration_start) })}
      </p>
    );
  if (tournament.status === 'active' && tournament.is_registered)
    return (
      <Link
        to={`/game/tournament/${tournament.id}/live`}
        className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
      >
        <Swords className="h-4 w-4" aria-hidden="true" />
        {t('actions.joinMatch')}
      </Link>
    );
  if (tournament.status !== 'registration') return null;
  if (tournament.is_registered)
    return (
      <>
        <Badge tone="green">{t('card.registered')}</Badge>
        <Button
          variant="secondary"
          disabled={withdraw.isPending}
          onClick={() => setWithdrawing(true)}
        >
          {t('actions.withdraw')}
        </Button>
        <ConfirmDialog
          open={withdrawing}
          onOpenChange={setWithdrawing}
          title={t('actions.withdrawTitle')}
          description={t('actions.withdrawConfirm')}
          confirmLabel={t('actions.withdraw')}
          cancelLabel={t('actions.stay')}
          destructive
          onConfirm={() => withdraw.mutate()}
        />
      </>
    );
  if (!tournament.registration_open) return <p className={NOTE}>{t('actions.closed')}</p>;
  const full = tournament.current_participants >= tournament.max_participants;
  return (
    <>
      <Button
        disabled={register.isPending || full}
        onClick={() => {
          if (points < fee) {
            toast.error(t('toasts.insufficientPoints', { fee: formatNumber(fee) }));
            return;
          }
          register.mutate();
        }}
      >
        {t('actions.register', { fee: feeText(fee, t) })}
      </Button>
      {full ? <p className={NOTE}>{t('actions.full')}</p> : null}
    </>
  );
}

/** Its host's or an admin's Cancel, after asking: every fee goes back. */
function CancelTournament({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelTournament(tournament.id),
    onSuccess: (next) => {
      storeTournament(queryClient, next);
      toast.success(t('toasts.cancelled'));
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.cancelFailed'))),
  });
  return (
    <>
      <Button variant="danger" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
        {t('actions.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('actions.cancelTitle')}
        description={t('actions.cancelConfirm')}
        confirmLabel={t('actions.cancel')}
        cancelLabel={t('actions.keep')}
        destructive
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}

/** Saves the tournament to the profile's list, or takes it off. */
function BookmarkToggle({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (saved: boolean) => setBookmark(tournament.id, saved),
    onSuccess: (saved) => {
      queryClient.setQueryData<Tournament>(tournamentsKeys.one(tournament.id), (current) =>
        current ? { ...current, is_bookmarked: saved } : current,
      );
      void queryClient.invalidateQueries({ queryKey: tournamentsKeys.bookmarks() });
      toast.success(t(saved ? 'toasts.bookmarked' : 'toasts.unbookmarked'));
    },
    onError: () => toast.error(t('toasts.bookmarkFailed')),
  });
  const saved = tournament.is_bookmarked;
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="secondary"
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!saved)}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {t('actions.bookmark')}
    </Button>
  );
}

/** The header's row of actions: taking part, cancelling, sharing and saving. */
export function TournamentActions({
  tournament,
  points,
}: {
  tournament: Tournament;
  points: number;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <TakePart tournament={tournament} points={points} />
      <div className="ml-auto flex flex-wrap gap-2">
        {tournament.can_cancel ? <CancelTournament tournament={tournament} /> : null}
        <ShareButton
          path={`/tournament/${tournament.id}`}
          title={tournament.name}
          text={t('detail.shareText', { name: tournament.name })}
        />
        <BookmarkToggle tournament={tournament} />
      </div>
    </div>
  );
}
