import type { Challenge } from '@quizarena/contracts';
import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatList, formatTimeAgo } from '../../../lib/format';
import { useNow } from '../hooks/use-now';
import { useWaitForStart } from '../utils/awaited-games';
import { awaitingStart, challengePath, isOpen } from '../utils/challenge-view';
import { expiryText, peopleText } from '../utils/wording';
import { CARD_CLASSES } from './card';
import { ChallengeActions } from './challenge-actions';
import { ChallengeFacts, ChallengeNote } from './challenge-facts';
import { ChallengeResults } from './challenge-results';
import { ChallengeStatusBadge } from './status-badge';

/** The challenger of a realtime challenge nobody answered yet: what they wait for. */
function WaitingForStart({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const names = formatList(
    challenge.challenged.map((person) => person.name),
    'conjunction',
  );
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl bg-indigo-50 px-3 py-2 text-sm dark:bg-indigo-950"
    >
      <Hourglass className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t('card.waitingForStart', { names })}
    </p>
  );
}

/**
 * One challenge on the /challenges page or its own page: who challenged whom, its status, kind
 * and expiry, what is played, the challenger's words, everyone's answer or result (the winner
 * marked), and what the caller can do. On the list (`linked`) the title opens its page; on its
 * own page the challenger of a realtime challenge waits there for the game to start.
 */
export function ChallengeCard({
  challenge,
  me,
  linked = false,
}: {
  challenge: Challenge;
  me: string;
  linked?: boolean;
}) {
  const { t } = useTranslation('challenges');
  const titleId = useId();
  const now = useNow();
  const waiting = awaitingStart(challenge, me);
  useWaitForStart(waiting ? challenge.id : null);
  const title = peopleText(challenge, me, t);
  const expiry = isOpen(challenge.status) ? expiryText(challenge.expires_at, now, t) : null;

  return (
    <article aria-labelledby={titleId} className={`${CARD_CLASSES} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-base font-bold">
            {linked ? (
              <Link
                to={challengePath(challenge.id)}
                className="rounded hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={challenge.created_at}>{formatTimeAgo(challenge.created_at, now)}</time>
            {expiry ? ` · ${expiry}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="indigo">{t(`kinds.${challenge.challenge_type}`)}</Badge>
          <ChallengeStatusBadge status={challenge.status} />
        </div>
      </div>
      <ChallengeFacts challenge={challenge} />
      <ChallengeNote challenge={challenge} />
      {waiting ? <WaitingForStart challenge={challenge} /> : null}
      <ChallengeResults challenge={challenge} me={me} />
      <ChallengeActions challenge={challenge} me={me} describedBy={titleId} showResults={linked} />
    </article>
  );
}
