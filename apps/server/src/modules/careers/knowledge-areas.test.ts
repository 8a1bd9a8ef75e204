import { describe, expect, it } from 'vitest';
import { QUESTION_BANK_CATALOGUE } from '../../db/seed/question-bank-catalogue';
import {
  areaFit,
  ASSESSABLE_AREAS,
  isShown,
  knowledgeEvidence,
  TOPIC_KNOWLEDGE,
  topicsForArea,
} from './knowledge-areas';
import { answersIn as topic } from './careers.test-helpers';
import { careersData } from './onet-data';

describe('the topic mapping', () => {
  it('names only knowledge areas of the O*NET file', () => {
    const elements = new Set(careersData().knowledgeElements);
    for (const area of ASSESSABLE_AREAS) expect(elements, area).toContain(area);
  });

  it('names only topics of the question bank', () => {
    const bank = new Set(QUESTION_BANK_CATALOGUE.flatMap((c) => c.topics.map((t) => t.name)));
    for (const name of Object.keys(TOPIC_KNOWLEDGE)) expect(bank, name).toContain(name);
  });

  it('leaves pop-culture topics out', () => {
    for (const name of ['Music', 'Film', 'Video Games', 'Sports', 'Gadgets'])
      expect(TOPIC_KNOWLEDGE[name]).toBeUndefined();
    expect(topicsForArea('Mathematics')).toEqual(['Machine Learning', 'Mathematics', 'Statistics']);
  });
});

describe('knowledge evidence', () => {
  it('is shown from 10 answers at 60% accuracy, not before', () => {
    expect(isShown(10, 0.6)).toBe(true);
    expect(isShown(9, 1)).toBe(false);
    expect(isShown(20, 0.55)).toBe(false);
    const evidence = knowledgeEvidence([
      topic('Mathematics', 10, 6),
      topic('History', 9, 9),
      topic('Geography', 20, 11),
    ]);
    expect(evidence.get('Mathematics')).toMatchObject({ answers: 10, accuracy: 0.6, shown: true });
    expect(evidence.get('History and Archeology')).toMatchObject({ answers: 9, shown: false });
    expect(evidence.get('Geography')).toMatchObject({ answers: 20, accuracy: 0.55, shown: false });
  });

  it('adds the topics of one area together', () => {
    const evidence = knowledgeEvidence([topic('Python', 6, 6), topic('SQL', 4, 1)]);
    expect(evidence.get('Computers and Electronics')).toMatchObject({
      answers: 10,
      correct: 7,
      shown: true,
      topics: ['Python', 'SQL'],
    });
  });

  it('spreads General Science over three areas, a third of an answer each', () => {
    const thirty = knowledgeEvidence([topic('General Science', 30, 21)]);
    for (const area of ['Physics', 'Chemistry', 'Biology'])
      expect(thirty.get(area)).toMatchObject({ accuracy: 0.7, shown: true });
    expect(thirty.get('Physics')!.answers).toBeCloseTo(10, 9);
    const short = knowledgeEvidence([topic('General Science', 29, 29)]);
    expect(short.get('Physics')!.shown).toBe(false);
  });

  it('takes nothing from unmapped topics or topics without answers', () => {
    expect(knowledgeEvidence([topic('Music', 50, 50), topic('Art', 0, 0)]).size).toBe(0);
  });

  it('fits an area from neutral (no evidence) towards 1 (shown) or 0 (wrong answers)', () => {
    expect(areaFit(undefined)).toBe(0.5);
    const fit = (answers: number, correct: number) =>
      areaFit(knowledgeEvidence([topic('Mathematics', answers, correct)]).get('Mathematics'));
    expect(fit(10, 6)).toBeCloseTo(1, 9);
    expect(fit(10, 0)).toBeCloseTo(0, 9);
    expect(fit(10, 3)).toBeCloseTo(0.5, 9);
    // Five answers weigh half.
    expect(fit(5, 5)).toBeCloseTo(0.75, 9);
  });

  it('counts questions mastered now: shown from 10 of them, and a fit they only raise', () => {
    const withMastery = (answers: number, correct: number, mastered: number) =>
      knowledgeEvidence([{ ...topic('Mathematics', answers, correct), mastered }]).get(
        'Mathematics',
      )!;
    // 40% accuracy once, but 10 questions recalled now: shown, full fit.
    expect(isShown(20, 0.4, 10)).toBe(true);
    expect(isShown(20, 0.4, 9)).toBe(false);
    expect(withMastery(20, 8, 10)).toMatchObject({ shown: true, mastered: 10 });
    expect(areaFit(withMastery(20, 8, 10))).toBeCloseTo(1, 9);
    expect(areaFit(withMastery(10, 0, 4))).toBeCloseTo(0.7, 9);
    // Mastery never lowers what the answers show.
    expect(areaFit(withMastery(10, 6, 2))).toBeCloseTo(1, 9);
    // A third of a General Science question to each area.
    const science = knowledgeEvidence([{ ...topic('General Science', 30, 9), mastered: 30 }]);
    expect(science.get('Physics')).toMatchObject({ shown: true });
  });
});
