import type { Challenge } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { formatList } from '../../../lib/format';
import { minutesAndSeconds, timeLeft } from './challenge-view';

type T = TFunction<'challenges'>;

/** A length of time as '5 min 0 s', or '42 s' under a minute. */
export function durationText(totalSeconds: number, t: T): string {
  const { minutes, seconds } = minutesAndSeconds(totalSeconds);
  return minutes > 0
    ? t('duration.minutesSeconds', { minutes, seconds })
    : t('duration.seconds', { seconds });
}

/** The topic a challenge plays: 'Science · Physics', or 'General'. */
export function topicText(challenge: Pick<Challenge, 'topic'>, t: T): string {
  return challenge.topic
    ? t('facts.topic', { category: challenge.topic.category_name, topic: challenge.topic.name })
    : t('general');
}

/** 'Expires in 2 h' while it is open; null once the time has passed. */
export function expiryText(expiresAt: string, now: number, t: T): string | null {
  const left = timeLeft(expiresAt, now);
  return left ? t(`expires.${left.unit}`, { count: left.count }) : null;
}

/** Who challenged whom, from the caller's side: 'You challenged Grace', 'Grace challenged you'. */
export function peopleText(challenge: Challenge, me: string, t: T): string {
  const names = (people: { name: string }[]) =>
    formatList(
      people.map((person) => person.name),
      'conjunction',
    );
  const { challenger, challenged } = challenge;
  if (challenger.user_id === me) return t('people.youChallenged', { names: names(challenged) });
  const others = challenged.filter((person) => person.user_id !== me);
  if (others.length === challenged.length)
    return t('people.challenged', { name: challenger.name, names: names(challenged) });
  return others.length
    ? t('people.challengedYouAnd', { name: challenger.name, others: names(others) })
    : t('people.challengedYou', { name: challenger.name });
}
