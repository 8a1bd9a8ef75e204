import { accuracyPercent } from '@quizarena/contracts';
import type { CareerMatch } from './career-matching';
import { areaName, CAREERS_TEXTS, fill, WEEKDAYS, type Weekday } from './careers.texts';
import { KNOWLEDGE_EVIDENCE, TOPIC_KNOWLEDGE, type TopicAnswers } from './knowledge-areas';
import { traitLevel, type Lang, type TraitLevel } from './traits';

export const LEARNING_PLAN = {
  /** Topics suggested for the areas the top matches need. */
  maxAreaTopics: 4,
  maxTopics: 6,
  maxGroups: 3,
  /** A played topic is weak below the evidence bar (60%) once it has this many answers. */
  weakMinAnswers: 5,
  /** The play the rhythm looks back on. */
  windowDays: 28,
} as const;

/**
 * The weekly rhythm by conscientiousness: the most sessions a week the plan asks for before the
 * player already plays more, and their length. Lower conscientiousness gets fewer, shorter
 * sessions: a plan that is easy to keep beats an ambitious one that is dropped.
 */
export const RHYTHM_BY_LEVEL: Readonly<
  Record<TraitLevel, { maxSessions: number; minutes: number }>
> = {
  high: { maxSessions: 5, minutes: 20 },
  moderate: { maxSessions: 4, minutes: 15 },
  low: { maxSessions: 3, minutes: 10 },
};

export type PracticeTopic = {
  topic_id: string;
  name: string;
  category_id: string;
  category_name: string;
  reason: string;
  /** The player's accuracy here, 0-100; null when they have not played it. */
  accuracy: number | null;
  answers: number;
};

export type WeeklyRhythm = {
  sessions_per_week: number;
  minutes_per_session: number;
  review_day: Weekday;
  days_active_last_28: number;
  note: string;
};

export type PlayableTopic = {
  topicId: string;
  topicName: string;
  categoryId: string;
  categoryName: string;
};

/** The missing areas of the top matches, the most needed first (then by name). */
export function missingAreas(matches: readonly CareerMatch[]): { area: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const match of matches)
    for (const area of match.missing_skills) counts.set(area, (counts.get(area) ?? 0) + 1);
  return [...counts]
    .map(([area, count]) => ({ area, count }))
    .sort((a, b) => b.count - a.count || a.area.localeCompare(b.area));
}

/** The topic names that build an area, the ones that count most towards it first. */
function topicsBuilding(area: string): string[] {
  return Object.entries(TOPIC_KNOWLEDGE)
    .flatMap(([topic, links]) =>
      links.filter((link) => link.area === area).map((link) => ({ topic, weight: link.weight })),
    )
    .sort((a, b) => b.weight - a.weight)
    .map((one) => one.topic);
}

/** Every topic name the plan may suggest for these matches (the service checks which exist). */
export function candidateTopicNames(matches: readonly CareerMatch[]): string[] {
  return [...new Set(missingAreas(matches).flatMap(({ area }) => topicsBuilding(area)))];
}

/**
 * Topics to practise: first those that build the areas the top matches need and the player has
 * not shown (most needed first, at most four), then played topics under 60% (lowest first).
 * Only topics in `playable` are suggested, so every one links to a quiz that starts.
 */
export function practiceTopics(input: {
  matches: readonly CareerMatch[];
  played: readonly TopicAnswers[];
  playable: readonly PlayableTopic[];
  lang: Lang;
}): PracticeTopic[] {
  const texts = CAREERS_TEXTS[input.lang].plan;
  const playedById = new Map(input.played.map((topic) => [topic.topicId, topic]));
  const playableIds = new Set(input.playable.map((topic) => topic.topicId));
  const chosen = new Map<string, PracticeTopic>();
  const figures = (topicId: string) => {
    const played = playedById.get(topicId);
    return played
      ? { accuracy: accuracyPercent(played.correct, played.answers), answers: played.answers }
      : { accuracy: null, answers: 0 };
  };

  for (const { area, count } of missingAreas(input.matches)) {
    for (const name of topicsBuilding(area)) {
      if (chosen.size >= LEARNING_PLAN.maxAreaTopics) break;
      for (const topic of input.playable.filter((one) => one.topicName === name)) {
        if (chosen.has(topic.topicId) || chosen.size >= LEARNING_PLAN.maxAreaTopics) continue;
        chosen.set(topic.topicId, {
          topic_id: topic.topicId,
          name: topic.topicName,
          category_id: topic.categoryId,
          category_name: topic.categoryName,
          reason: fill(texts.areaReason, { area: areaName(input.lang, area), count }),
          ...figures(topic.topicId),
        });
      }
    }
  }

  const weak = input.played
    .filter(
      (topic) =>
        playableIds.has(topic.topicId) &&
        topic.answers >= LEARNING_PLAN.weakMinAnswers &&
        topic.correct / topic.answers < KNOWLEDGE_EVIDENCE.shownAccuracy,
    )
    .sort((a, b) => a.correct / a.answers - b.correct / b.answers || b.answers - a.answers);
  for (const topic of weak) {
    if (chosen.size >= LEARNING_PLAN.maxTopics) break;
    if (chosen.has(topic.topicId)) continue;
    const { accuracy, answers } = figures(topic.topicId);
    chosen.set(topic.topicId, {
      topic_id: topic.topicId,
      name: topic.topicName,
      category_id: topic.categoryId,
      category_name: topic.categoryName,
      reason: fill(texts.weakReason, { accuracy: accuracy ?? 0, answers }),
      accuracy,
      answers,
    });
  }
  return [...chosen.values()];
}

/** The ISO weekday (Monday first) of a local day 'YYYY-MM-DD'. */
function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/**
 * Sessions a week, their length and a review day, from conscientiousness and the days the player
 * played in the last 28: one session more than they play now, up to their level's ceiling (never
 * fewer than they already play, never fewer than two); the review falls on the weekday they play
 * most (earliest in the week on a tie), Sunday before any play.
 */
export function weeklyRhythm(
  conscientiousness: number,
  activeDays: readonly string[],
  lang: Lang,
): WeeklyRhythm {
  const level = RHYTHM_BY_LEVEL[traitLevel(conscientiousness)];
  const perWeekNow = Math.round((activeDays.length * 7) / LEARNING_PLAN.windowDays);
  const sessions =
    perWeekNow >= level.maxSessions
      ? Math.min(7, perWeekNow)
      : Math.max(2, Math.min(level.maxSessions, perWeekNow + 1));
  const counts = new Map<Weekday, number>();
  for (const day of activeDays) counts.set(weekdayOf(day), (counts.get(weekdayOf(day)) ?? 0) + 1);
  let reviewDay: Weekday = 'sunday';
  let best = 0;
  for (const weekday of WEEKDAYS) {
    const seen = counts.get(weekday) ?? 0;
    if (seen > best) [reviewDay, best] = [weekday, seen];
  }
  const texts = CAREERS_TEXTS[lang];
  const note = fill(activeDays.length > 0 ? texts.plan.rhythm : texts.plan.rhythmNoPlay, {
    days: activeDays.length,
    sessions,
    minutes: level.minutes,
    day: texts.weekdays[reviewDay],
  });
  return {
    sessions_per_week: sessions,
    minutes_per_session: level.minutes,
    review_day: reviewDay,
    days_active_last_28: activeDays.length,
    note,
  };
}
