import { describe, expect, it } from 'vitest';
import {
  dayPartOf,
  learningStyle,
  preferredDayPart,
  rulesInsightsProvider,
  type StudyHabits,
} from './insights';
import { answersIn as answers, traitsAt as all } from './careers.test-helpers';
import { knowledgeEvidence, type TopicAnswers } from './knowledge-areas';
import { estimateInterests } from './riasec';
import type { TraitScores } from './traits';

/** The levels are read from the scores; the interests from the percentiles (here the same). */
const analyze = (scores: TraitScores, played: TopicAnswers[] = [], lang: 'en' | 'es' = 'en') =>
  rulesInsightsProvider.analyze({
    scores,
    percentiles: scores,
    interests: estimateInterests(scores),
    evidence: [...knowledgeEvidence(played).values()],
    lang,
  });

describe('rules insights', () => {
  it('adds the high-level lines from a score of 70', async () => {
    const insights = await analyze(all(70), [answers('Music', 10, 10)]);
    expect(insights.key_strengths).toEqual([
      'Curious about new ideas: unfamiliar topics come easily to you.',
      'Organised and persistent: a regular plan suits you.',
      'Energised by others: live games and study groups suit you.',
      'Cooperative: you help a study group work well.',
    ]);
    expect(insights.growth_areas).toEqual([
      'Pressure can weigh on you: play in practice mode, without a countdown, before timed play.',
      // Music shows no knowledge area, so there is still no evidence.
      'No quiz evidence yet: play a few quizzes so your matches can use what you know.',
    ]);
    expect(insights.generated_by).toBe('rules-v1');
  });

  it('adds the low-level lines under a score of 30', async () => {
    const insights = await analyze(all(29.9), [answers('Mathematics', 1, 1)]);
    expect(insights.key_strengths).toEqual([
      'Happy working on your own: solo practice suits you.',
      'Independent: you hold to your own view and question answers.',
      'Calm under pressure: timed and competitive modes suit you.',
    ]);
    expect(insights.growth_areas).toEqual([
      'You like familiar ground: add one new topic a week to widen your range.',
      'Regular practice may not come easily: short sessions at a set time help.',
    ]);
  });

  it('says nothing about moderate traits', async () => {
    const insights = await analyze(all(30), [answers('Mathematics', 1, 1)]);
    expect(insights.key_strengths).toEqual([]);
    expect(insights.growth_areas).toEqual([]);
  });

  it('reports shown areas as strengths and judged ones under the bar as growth areas', async () => {
    const insights = await analyze(all(50), [
      answers('Mathematics', 12, 12),
      answers('History', 10, 3),
      answers('Geography', 5, 0), // too few answers to judge
    ]);
    expect(insights.key_strengths).toEqual([
      'Shown in quizzes: Mathematics (100% over 12 answers).',
    ]);
    expect(insights.growth_areas).toEqual([
      'History and Archeology: 30% over 10 answers, below the 60% that shows it.',
    ]);
    expect(insights.summary).toBe(
      'Estimated interests: Realistic-Investigative (estimated from personality, which predicts interests only weakly). Knowledge shown in quizzes: Mathematics.',
    );
  });

  it('writes Spanish, with Holland types and areas translated', async () => {
    const insights = await analyze(
      { ...all(50), openness: 95, neuroticism: 90 },
      [answers('Mathematics', 12, 12)],
      'es',
    );
    expect(insights.key_strengths).toEqual([
      'Curiosidad por las ideas nuevas: los temas desconocidos te resultan fáciles.',
      'Demostrado en los cuestionarios: Matemáticas (100% en 12 respuestas).',
    ]);
    expect(insights.growth_areas).toEqual([
      'La presión puede pesarte: juega en modo práctica, sin cuenta atrás, antes de jugar con tiempo.',
    ]);
    expect(insights.summary).toMatch(/^Intereses estimados: Artístico-Investigador /);
    expect(insights.summary).toMatch(/demostrados en los cuestionarios: Matemáticas\.$/);
  });
});

describe('learning style', () => {
  const noPlay: StudyHabits = { modes: [], answersByHour: new Map(), activeDays: [] };

  it('always carries the note on the weak evidence for learning styles, in both languages', () => {
    const en = learningStyle(all(50), noPlay, 'en');
    expect(en.evidence_note).toMatch(/little support in controlled studies/);
    expect(en.evidence_note).toMatch(/Pashler, McDaniel, Rohrer & Bjork, 2008/);
    expect(en.evidence_note).toMatch(/9:105-119/);
    const es = learningStyle(all(50), noPlay, 'es');
    expect(es.evidence_note).toMatch(/«estilo de aprendizaje».*poco respaldo/);
    expect(es.evidence_note).toMatch(/Pashler, McDaniel, Rohrer y Bjork, 2008/);
  });

  it('picks the style from the traits', () => {
    const style = (traits: Partial<TraitScores>) =>
      learningStyle({ ...all(50), ...traits }, noPlay, 'en').style_key;
    expect(style({ extraversion: 80, conscientiousness: 80 })).toBe('collaborative');
    expect(style({ conscientiousness: 80, openness: 80 })).toBe('structured');
    expect(style({ openness: 80 })).toBe('exploratory');
    expect(style({})).toBe('steady');
    expect(learningStyle(all(50), noPlay, 'es').style).toBe('Constante');
  });

  it('follows how the player actually plays', () => {
    const habits: StudyHabits = {
      modes: [
        { mode: 'quick_fire', sessions: 6, medianMinutes: 1.4 },
        { mode: 'timed', sessions: 2, medianMinutes: 3 },
      ],
      answersByHour: new Map([
        [9, 10],
        [20, 25],
        [23, 10],
      ]),
      activeDays: ['2026-06-01', '2026-06-08', '2026-06-15'],
    };
    const style = learningStyle({ ...all(50), extraversion: 10 }, habits, 'en');
    expect(style.techniques).toContain(
      'Quick fire skips explanations: play practice mode now and then to read them.',
    );
    expect(style.environment).toEqual({
      company: 'On your own, somewhere quiet',
      mode: 'Mostly quick fire, as you play now',
      time_of_day: 'In the evening, when you already play most',
    });
    expect(style.time_management).toEqual([
      '2 sessions a week of about 15 minutes',
      'Go over missed questions on Monday',
      'Your quizzes take about 1 min each: plan sessions around that',
    ]);
  });

  it('puts practice mode first for high neuroticism, and suggests timed to practice players', () => {
    const practice: StudyHabits = {
      ...noPlay,
      modes: [{ mode: 'practice', sessions: 3, medianMinutes: null }],
    };
    const anxious = learningStyle({ ...all(50), neuroticism: 90 }, practice, 'en');
    expect(anxious.environment.mode).toBe('Practice mode first, timed later');
    expect(anxious.techniques).toContain(
      'Start a topic in practice mode and switch to timed once you pass 60%.',
    );
    const calm = learningStyle(all(50), practice, 'en');
    expect(calm.techniques).toContain('Try timed mode on the topics where you already pass 60%.');
    expect(calm.environment.time_of_day).toBe('Any set time you can keep');
    expect(calm.time_management).toHaveLength(2);
  });

  it('reads the part of the day from the hour', () => {
    expect([4, 5, 11, 12, 16, 17, 21, 22].map(dayPartOf)).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
    ]);
    expect(preferredDayPart(new Map())).toBeNull();
    expect(preferredDayPart(new Map([[3, 5]]))).toBe('night');
  });
});
