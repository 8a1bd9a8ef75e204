import type { Challenge } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { durationText, topicText } from '../utils/wording';

/** What is played: the kind, the topic, how many questions, and the time for them. */
export function ChallengeFacts({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  const facts: [string, string][] = [
    [t('facts.typeLabel'), t(`kinds.${challenge.challenge_type}`)],
    [t('facts.topicLabel'), topicText(challenge, t)],
    [t('facts.questionsLabel'), t('facts.questions', { count: challenge.question_count })],
    [
      t('facts.timeLabel'),
      t('facts.time', {
        time: durationText(challenge.time_limit, t),
        seconds: challenge.seconds_per_question,
      }),
    ],
  ];
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The challenger's own words, when they wrote any. */
export function ChallengeNote({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation('challenges');
  if (!challenge.challenge_message) return null;
  return (
    <figure className="rounded-xl bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
      <blockquote className="break-words whitespace-pre-wrap italic">
        {challenge.challenge_message}
      </blockquote>
      <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('note.from', { name: challenge.challenger.name })}
      </figcaption>
    </figure>
  );
}
