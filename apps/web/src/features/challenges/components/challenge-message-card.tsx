import { CHALLENGE_STATUSES, type ChallengeStatus, type Message } from '@quizarena/contracts';
import { Swords } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChallenge } from '../api/queries';
import { useNow } from '../hooks/use-now';
import { useWaitForStart } from '../utils/awaited-games';
import { awaitingStart, isOpen, roleOf } from '../utils/challenge-view';
import { expiryText } from '../utils/wording';
import { ChallengeActions } from './challenge-actions';
import { ChallengeFacts, ChallengeNote } from './challenge-facts';
import { ChallengeStatusBadge } from './status-badge';

const SHELL =
  'w-72 max-w-full space-y-2 rounded-2xl border border-indigo-200 bg-white p-3 text-left text-slate-900 shadow-sm dark:border-indigo-900 dark:bg-slate-900 dark:text-slate-100';

const asStatus = (value: string | undefined): ChallengeStatus | null =>
  (CHALLENGE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ChallengeStatus)
    : null;

function Heading({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="flex items-center gap-2 font-bold">
      <Swords className="h-4 w-4 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
      {text}
    </p>
  );
}

/** What the message itself says, when the challenge cannot be read: its kind and status. */
function FromMessage({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation('challenges');
  const headingId = useId();
  const kind = message.metadata?.challenge_type;
  const status = asStatus(message.metadata?.status);
  return (
    <div className={SHELL} role="group" aria-labelledby={headingId}>
      <Heading id={headingId} text={mine ? t('message.sent') : t('message.received')} />
      <div className="flex flex-wrap gap-1.5">
        {kind ? <Badge tone="indigo">{t(`kinds.${kind}`)}</Badge> : null}
        {status ? <ChallengeStatusBadge status={status} /> : null}
      </div>
      {message.content ? (
        <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
      ) : null}
    </div>
  );
}

/**
 * A `quiz_challenge` message in a conversation: the challenge's kind, topic, questions and time,
 * the challenger's words and its status. Only the friend it was sent to sees Accept Challenge
 * and Decline while it waits; the sender sees Cancel. The challenge is read by its id (the
 * message's metadata), so the card follows it as it moves on; without a readable challenge the
 * message's own kind and status show.
 */
export function ChallengeMessageCard({ message, me }: { message: Message; me: string }) {
  const challengeId = message.metadata?.challenge_id;
  const mine = message.sender_id === me;
  if (!challengeId) return <FromMessage message={message} mine={mine} />;
  return <LiveCard challengeId={challengeId} message={message} me={me} />;
}

function LiveCard({
  challengeId,
  message,
  me,
}: {
  challengeId: string;
  message: Message;
  me: string;
}) {
  const { t } = useTranslation('challenges');
  const headingId = useId();
  const challenge = useChallenge(challengeId);
  const now = useNow();
  const data = challenge.data;
  useWaitForStart(data && awaitingStart(data, me) ? data.id : null);

  if (!data) {
    if (challenge.isError) return <FromMessage message={message} mine={message.sender_id === me} />;
    return (
      <div className={SHELL} aria-busy="true">
        <p role="status" className="sr-only">
          {t('message.loading')}
        </p>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }

  const sent = roleOf(data, me) === 'challenger';
  const expiry = isOpen(data.status) ? expiryText(data.expires_at, now, t) : null;
  return (
    <div className={SHELL} role="group" aria-labelledby={headingId}>
      <Heading
        id={headingId}
        text={
          sent
            ? t('message.youChallenged')
            : t('message.challengedYou', { name: data.challenger.name })
        }
      />
      <div className="flex flex-wrap items-center gap-1.5">
        <ChallengeStatusBadge status={data.status} />
        {expiry ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">{expiry}</span>
        ) : null}
      </div>
      <ChallengeFacts challenge={data} />
      <ChallengeNote challenge={data} />
      <ChallengeActions challenge={data} me={me} describedBy={headingId} />
    </div>
  );
}
