import type { Tournament, TournamentParticipant } from '@quizarena/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/list-states';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatNumber, formatPercent } from '../../../lib/format';
import { whenText } from '../utils/wording';
import { CARD_CLASSES } from './card-classes';

/** One seat: who, their marks (you, seed, out), and their level, rank, win rate, achievements. */
function ParticipantRow({ participant }: { participant: TournamentParticipant }) {
  const { t } = useTranslation('tournaments');
  const figures = [
    t('participants.level', { level: formatNumber(participant.level) }),
    participant.rank === null
      ? t('participants.unranked')
      : t('participants.rank', { rank: formatNumber(participant.rank) }),
    participant.win_rate === null
      ? t('participants.noWinRate')
      : t('participants.winRate', { rate: formatPercent(participant.win_rate) }),
    t('participants.achievements', {
      count: participant.achievements_count,
      achievements: formatNumber(participant.achievements_count),
    }),
  ];
  return (
    <li
      className={`${CARD_CLASSES} flex items-center gap-3 ${participant.is_you ? 'border-indigo-400 dark:border-indigo-500' : ''}`}
    >
      <UserAvatar name={participant.name} avatarUrl={participant.avatar_url} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {participant.user_id && !participant.is_you ? (
            <Link to={`/profile/${participant.user_id}`} className="hover:underline">
              {participant.name}
            </Link>
          ) : (
            participant.name
          )}
          {participant.is_you ? <Badge tone="indigo">{t('participants.you')}</Badge> : null}
          {participant.seed_number !== null ? (
            <Badge>{t('participants.seed', { seed: formatNumber(participant.seed_number) })}</Badge>
          ) : null}
          {participant.is_eliminated && participant.final_place === null ? (
            <Badge tone="red">{t('participants.eliminated')}</Badge>
          ) : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{figures.join(' · ')}</p>
      </div>
    </li>
  );
}

/**
 * Participants, in the server's order (seeded ones by seed, then by registration), under when
 * registration closes or closed.
 */
export function ParticipantsPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const ends = tournament.registration_end;
  // Read once a showing: the line moves from 'closes' to 'closed' on the next one.
  const [now] = useState(() => Date.now());
  const closed = Date.parse(ends) <= now;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t(closed ? 'participants.closed' : 'participants.closes', { date: whenText(ends) })}
      </p>
      {tournament.participants.length === 0 ? (
        <EmptyState>
          <p className="font-semibold">{t('participants.empty')}</p>
        </EmptyState>
      ) : (
        <ol aria-label={t('participants.label')} className="grid gap-3 md:grid-cols-2">
          {tournament.participants.map((participant) => (
            <ParticipantRow key={participant.id} participant={participant} />
          ))}
        </ol>
      )}
    </div>
  );
}
