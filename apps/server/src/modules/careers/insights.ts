import { accuracyPercent } from '@quizarena/contracts';
import {
  areaName,
  CAREERS_TEXTS,
  DAY_PARTS,
  fill,
  type DayPart,
  type LearningStyleKey,
} from './careers.texts';
import { KNOWLEDGE_EVIDENCE, type KnowledgeEvidence } from './knowledge-areas';
import { weeklyRhythm } from './learning-plan';
import { rankedTypes, type RiasecScores } from './riasec';
import { TRAITS, traitLevels, type Lang, type TraitScores } from './traits';

export type InsightsInput = {
  /** The 0-100 scores: their levels are the ones the results page labels (DECISIONS #33). */
  scores: TraitScores;
  percentiles: TraitScores;
  interests: RiasecScores;
  evidence: readonly KnowledgeEvidence[];
  lang: Lang;
};

export type Insights = {
  key_strengths: string[];
  growth_areas: string[];
  summary: string;
  /** Which provider wrote them, so a screen (or a later audit) can tell rules from a model. */
  generated_by: string;
};

/**
 * Writes a player's insights. The rules below are the only provider today; a model-backed one
 * can be configured later behind the same method without the callers changing.
 */
export interface InsightsProvider {
  analyze(input: InsightsInput): Promise<Insights>;
}

const byAnswers = (a: KnowledgeEvidence, b: KnowledgeEvidence) =>
  b.answers - a.answers || a.area.localeCompare(b.area);

/**
 * Rules: each trait's level (high from a score of 70, low under 30, the results page's bands;
 * moderate says nothing) adds its strength or growth line from the table in careers.texts.ts; each knowledge
 * area shown in quizzes is a strength, and each with enough answers (10) but under 60% a growth
 * area; without any answers, one growth line asks for play.
 */
export const rulesInsightsProvider: InsightsProvider = {
  analyze(input) {
    const texts = CAREERS_TEXTS[input.lang];
    const levels = traitLevels(input.scores);
    const strengths: string[] = [];
    const growth: string[] = [];
    for (const trait of TRAITS) {
      const line = texts.insights.traits[trait][levels[trait]];
      if (line?.strength) strengths.push(line.strength);
      if (line?.growth) growth.push(line.growth);
    }
    const figures = (one: KnowledgeEvidence) => ({
      area: areaName(input.lang, one.area),
      accuracy: accuracyPercent(one.correct, one.answers),
      answers: Math.round(one.answers),
    });
    const shown = input.evidence.filter((one) => one.shown).sort(byAnswers);
    const below = input.evidence
      .filter((one) => !one.shown && one.answers >= KNOWLEDGE_EVIDENCE.minAnswers - 1e-6)
      .sort(byAnswers);
    for (const one of shown) strengths.push(fill(texts.insights.shownArea, figures(one)));
    for (const one of below) growth.push(fill(texts.insights.belowBar, figures(one)));
    if (!input.evidence.some((one) => one.answers > 0)) growth.push(texts.insights.noEvidence);

    const [first, second] = rankedTypes(input.interests);
    const summary = fill(texts.insights.summary, {
      type: `${texts.hollandNames[first!]}-${texts.hollandNames[second!]}`,
      areas:
        shown.length > 0
          ? shown.map((one) => areaName(input.lang, one.area)).join(', ')
          : texts.insights.noneShown,
    });
    return Promise.resolve({
      key_strengths: strengths,
      growth_areas: growth,
      summary,
      generated_by: 'rules-v1',
    });
  },
};

/** Completed quizzes in one mode, and how long the middle one took, start to completion. */
export type ModePlay = { mode: string; sessions: number; medianMinutes: number | null };

/** How the player actually plays, as the repo reads it. */
export type StudyHabits = {
  /** Completed quizzes per mode, most played first. */
  modes: readonly ModePlay[];
  /** Counted answers per local hour (0-23). */
  answersByHour: ReadonlyMap<number, number>;
  /** Local days with answers in the last 28 days. */
  activeDays: readonly string[];
};

export type LearningStyle = {
  style_key: LearningStyleKey;
  style: string;
  strategy: string;
  techniques: string[];
  environment: Record<string, string>;
  time_management: string[];
  evidence_note: string;
};

/** Morning 5-11 h, afternoon 12-16 h, evening 17-21 h, night 22-4 h. */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

/** The part of the day with the most answers; null before any. */
export function preferredDayPart(answersByHour: ReadonlyMap<number, number>): DayPart | null {
  const totals = new Map<DayPart, number>();
  for (const [hour, answers] of answersByHour)
    totals.set(dayPartOf(hour), (totals.get(dayPartOf(hour)) ?? 0) + answers);
  let best: DayPart | null = null;
  for (const part of DAY_PARTS)
    if ((totals.get(part) ?? 0) > (best ? totals.get(best)! : 0)) best = part;
  return best;
}

/**
 * Study preferences from traits and play. The style comes from the traits (high extraversion:
 * collaborative; else high conscientiousness: structured; else high openness: exploratory; else
 * steady); company, mode, time of day, techniques and the weekly rhythm follow the player's own
 * play where there is some. Always with the note that style matching has weak evidence.
 */
export function learningStyle(scores: TraitScores, habits: StudyHabits, lang: Lang): LearningStyle {
  const texts = CAREERS_TEXTS[lang];
  const levels = traitLevels(scores);
  const key: LearningStyleKey =
    levels.extraversion === 'high'
      ? 'collaborative'
      : levels.conscientiousness === 'high'
        ? 'structured'
        : levels.openness === 'high'
          ? 'exploratory'
          : 'steady';
  const mainMode = habits.modes[0];
  const anxious = levels.neuroticism === 'high';

  const techniques = [texts.style.techniques.retrieval, texts.style.techniques.spacing];
  if (anxious) techniques.push(texts.style.techniques.practiceFirst);
  if (mainMode?.mode === 'quick_fire') techniques.push(texts.style.techniques.readExplanations);
  if (mainMode?.mode === 'practice' && !anxious) techniques.push(texts.style.techniques.tryTimed);
  if (levels.openness === 'high') techniques.push(texts.style.techniques.interleave);

  const part = preferredDayPart(habits.answersByHour);
  const environment: Record<string, string> = {
    company:
      levels.extraversion === 'high'
        ? texts.style.environment.companyOthers
        : levels.extraversion === 'low'
          ? texts.style.environment.companyAlone
          : texts.style.environment.companyEither,
    mode: anxious
      ? texts.style.environment.modePracticeFirst
      : mainMode
        ? fill(texts.style.environment.modeAsYouPlay, {
            mode: texts.modeNames[mainMode.mode] ?? mainMode.mode,
          })
        : texts.style.environment.modeNone,
    time_of_day: part
      ? fill(texts.style.environment.timeYours, { part: texts.dayParts[part] })
      : texts.style.environment.timeAny,
  };

  const rhythm = weeklyRhythm(scores.conscientiousness, habits.activeDays, lang);
  const timeManagement = [
    fill(texts.style.time.sessions, {
      sessions: rhythm.sessions_per_week,
      minutes: rhythm.minutes_per_session,
    }),
    fill(texts.style.time.review, { day: texts.weekdays[rhythm.review_day] }),
  ];
  if (mainMode?.medianMinutes != null)
    timeManagement.push(
      fill(texts.style.time.quizLength, {
        minutes: Math.max(1, Math.round(mainMode.medianMinutes)),
      }),
    );

  return {
    style_key: key,
    style: texts.style.names[key],
    strategy: texts.style.strategies[key],
    techniques,
    environment,
    time_management: timeManagement,
    evidence_note: texts.style.evidenceNote,
  };
}
