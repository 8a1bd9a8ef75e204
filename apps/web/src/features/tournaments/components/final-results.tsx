import { TOURNAMENT_RULES, type Tournament } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { StarRating } from '../../../components/ui/star-rating';
import { apiRefusalText } from '../../../lib/api-error-text';
import { storeTournament } from '../api/queries';
import { rateTournament } from '../api/tournaments';
import { placeText, pointsText } from '../utils/wording';
import { CARD_CLASSES } from './card-classes';

/** A participant's rating of the completed tournament: one press sets or changes it. */
function RateTournament({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const rate = useMutation({
    mutationFn: (rating: number) => rateTournament(tournament.id, rating),
    onSuccess: (next) => {
      storeTournament(queryClient, next);
      toast.success(t('toasts.rated'));
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.rateFailed'))),
  });
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('results.rateText')}</p>
      <StarRating
        value={tournament.my_rating}
        pending={rate.isPending ? rate.variables : null}
        onRate={(stars) => rate.mutate(stars)}
        min={TOURNAMENT_RULES.rating.min}
        max={TOURNAMENT_RULES.rating.max}
      />
    </div>
  );
}

/** A completed tournament's final places and the prizes won, and the participants' rating. */
export function FinalResults({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const headingId = useId();
  const placed = tournament.participants
    .filter((participant) => participant.final_place !== null)
    .sort((a, b) => a.final_place! - b.final_place!);
  const played = tournament.participants.some((participant) => participant.is_you);
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} space-y-4`}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Trophy className="h-5 w-5 text-amber-500" aria-hidden="true" />
        {t('results.title')}
      </h2>
      <ol className="divide-y divide-slate-200 dark:divide-slate-800">
        {placed.map((participant) => (
          <li key={participant.id} className="flex flex-wrap items-center gap-3 py-2">
            <span className="w-10 font-bold">{placeText(participant.final_place!, t)}</span>
            <span className="flex-1 font-semibold">
              {participant.name}
              {participant.is_you ? (
                <Badge tone="indigo" className="ml-2">
                  {t('participants.you')}
                </Badge>
              ) : null}
            </span>
            <span className="text-sm text-slate-700 dark:text-slate-300">
              {participant.prize_won > 0
                ? t('results.won', { prize: pointsText(participant.prize_won, t) })
                : t('results.noPrize')}
            </span>
          </li>
        ))}
      </ol>
      {played ? <RateTournament tournament={tournament} /> : null}
    </section>
  );
}
