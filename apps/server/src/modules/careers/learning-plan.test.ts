import { describe, expect, it } from 'vitest';
import type { CareerMatch } from './career-matching';
import type { TopicAnswers } from './knowledge-areas';
import {
  candidateTopicNames,
  missingAreas,
  practiceTopics,
  weeklyRhythm,
  type PlayableTopic,
} from './learning-plan';

function match(missing: string[]): CareerMatch {
  return {
    code: '00-0000.00',
    title: 'A career',
    field: null,
    description: '',
    compatibility_score: 4,
    job_zone: 3,
    riasec_high_point: 'A',
    onet_url: '',
    required_skills: missing,
    missing_skills: missing,
    hot_technologies: [],
    salary_range: null,
    growth_potential: null,
    growth_outlook: null,
    remote_friendly: null,
    note: null,
  };
}

const topic = (topicName: string, categoryName: string): PlayableTopic => ({
  topicId: `topic-${topicName}`,
  topicName,
  categoryId: `category-${categoryName}`,
  categoryName,
});

const played = (topicName: string, answers: number, correct: number): TopicAnswers => ({
  ...topic(topicName, 'Any'),
  answers,
  correct,
});

describe('topics to practise', () => {
  const matches = [
    match(['Mathematics', 'History and Archeology']),
    match(['Mathematics']),
    match(['Fine Arts']),
  ];
  // Machine Learning builds Mathematics too, but has no playable topic here.
  const playable = [
    topic('Mathematics', 'Science'),
    topic('Statistics', 'Data Science'),
    topic('Art', 'Humanities'),
    topic('History', 'Humanities'),
    topic('Music', 'Entertainment'),
    topic('Geography', 'Humanities'),
  ];
  const history = played('History', 20, 8);
  const answered = [
    played('Mathematics', 10, 5),
    history,
    played('Music', 10, 2),
    played('Geography', 3, 0),
    played('Film', 12, 1), // weak, but not playable any more
  ];

  it('counts the areas the top matches miss, most needed first', () => {
    expect(missingAreas(matches)).toEqual([
      { area: 'Mathematics', count: 2 },
      { area: 'Fine Arts', count: 1 },
      { area: 'History and Archeology', count: 1 },
    ]);
    expect(candidateTopicNames(matches)).toEqual([
      'Mathematics',
      'Statistics',
      'Machine Learning',
      'Art',
      'History',
    ]);
  });

  it('builds the missing areas first, then adds weak played topics, playable ones only', () => {
    const topics = practiceTopics({ matches, played: answered, playable, lang: 'en' });
    expect(topics.map((one) => one.name)).toEqual([
      'Mathematics',
      'Statistics',
      'Art',
      'History',
      'Music',
    ]);
    expect(topics[0]).toEqual({
      topic_id: 'topic-Mathematics',
      name: 'Mathematics',
      category_id: 'category-Science',
      category_name: 'Science',
      reason: 'Builds Mathematics, which 2 of your top matches need.',
      accuracy: 50,
      answers: 10,
    });
    expect(topics[1]).toMatchObject({ accuracy: null, answers: 0 });
    expect(topics[3]).toMatchObject({ accuracy: 40, answers: 20 });
    expect(topics[4]).toMatchObject({
      reason: '20% over 10 answers here; 60% shows the knowledge.',
      accuracy: 20,
    });
  });

  it('writes its reasons in Spanish too', () => {
    const topics = practiceTopics({ matches, played: answered, playable, lang: 'es' });
    expect(topics[0]!.reason).toBe(
      'Refuerza Matemáticas, que necesitan 2 de tus mejores coincidencias.',
    );
    expect(topics[4]!.reason).toBe('20% en 10 respuestas aquí; el 60% demuestra el conocimiento.');
  });

  it('suggests weak topics alone when the matches miss nothing, at most six', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => played(name, 10, 1));
    const topics = practiceTopics({
      matches: [match([])],
      played: many,
      playable: many,
      lang: 'en',
    });
    expect(topics).toHaveLength(6);
  });
});

describe('weekly rhythm', () => {
  const days = (count: number) =>
    Array.from({ length: count }, (_, index) => `2026-05-${String(index + 1).padStart(2, '0')}`);

  it('asks for one session more than the player plays, up to their level', () => {
    // 8 days in 28 is 2 a week.
    expect(weeklyRhythm(80, days(8), 'en')).toMatchObject({
      sessions_per_week: 3,
      minutes_per_session: 20,
      days_active_last_28: 8,
    });
    expect(weeklyRhythm(50, days(16), 'en')).toMatchObject({
      sessions_per_week: 4,
      minutes_per_session: 15,
    });
    expect(weeklyRhythm(10, days(8), 'en')).toMatchObject({
      sessions_per_week: 3,
      minutes_per_session: 10,
    });
  });

  it('never asks for less than the player already plays, nor fewer than two', () => {
    expect(weeklyRhythm(10, days(24), 'en').sessions_per_week).toBe(6);
    const none = weeklyRhythm(10, [], 'en');
    expect(none).toMatchObject({ sessions_per_week: 2, review_day: 'sunday' });
    expect(none.note).toBe(
      'No play in the last 28 days yet. Start with 2 sessions a week of about 10 minutes, and go over your missed questions on Sunday.',
    );
  });

  it('puts the review on the weekday the player plays most', () => {
    const rhythm = weeklyRhythm(80, ['2026-06-02', '2026-06-04', '2026-06-09'], 'es');
    expect(rhythm.review_day).toBe('tuesday');
    expect(rhythm.note).toBe(
      'Jugaste 3 de los últimos 28 días. Apunta a 2 sesiones por semana de unos 20 minutos y repasa tus fallos el martes.',
    );
  });
});
