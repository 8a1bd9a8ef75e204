import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interestFit, knowledgeFit, matchCareers, pearson } from './career-matching';
import { ASSESSABLE_AREAS, knowledgeEvidence } from './knowledge-areas';
import { careersData, onetCareersFile, parseCareersData } from './onet-data';
import { estimateInterests } from './riasec';
import { fieldOf, SOC_MAJOR_GROUPS } from './soc-major-groups';
import { answersIn as answers, traitsAt } from './careers.test-helpers';

const median = traitsAt(50);
const artistic = estimateInterests({ ...median, openness: 97, extraversion: 40 });
const none = new Map();

describe('the O*NET data file', () => {
  it('loads 923 occupations with aligned ratings, once', () => {
    const data = careersData();
    expect(data.occupations).toHaveLength(923);
    expect(data.knowledgeElements).toHaveLength(33);
    expect(data.skillElements).toHaveLength(35);
    expect(data.occupations.filter((one) => one.knowledge === null)).toHaveLength(44);
    expect(careersData()).toBe(data);
    expect(onetCareersFile).toMatch(/reference-data\/onet\/onet-29\.3-careers\.json$/);
  });

  it('refuses a file whose ratings do not line up with the element lists', () => {
    const bad = {
      knowledgeElements: ['A', 'B'],
      skillElements: ['S'],
      occupations: [{ code: '15-0000.00', knowledge: [1], skills: null }],
    };
    expect(() => parseCareersData(JSON.stringify(bad))).toThrow(/misaligned/);
    expect(() => parseCareersData('{"knowledgeElements":[],"skillElements":[]}')).toThrow();
  });

  it('finds a SOC major group for every occupation', () => {
    expect(Object.keys(SOC_MAJOR_GROUPS)).toHaveLength(23);
    expect(fieldOf('15-1252.00')).toBe('Computer and Mathematical');
    expect(fieldOf('27-1013.00')).toBe('Arts, Design, Entertainment, Sports, and Media');
    expect(fieldOf('99-0000.00')).toBeNull();
    for (const one of careersData().occupations) expect(fieldOf(one.code), one.code).not.toBeNull();
  });
});

describe('interest fit', () => {
  it('is Pearson r mapped to 0-1, and 0.5 for a flat profile', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    const occupation = { R: 1, I: 2, A: 7, S: 3, E: 2, C: 1 };
    expect(interestFit({ R: 1, I: 2, A: 7, S: 3, E: 2, C: 1 }, occupation)).toBeCloseTo(1, 12);
    expect(interestFit(estimateInterests(median), occupation)).toBe(0.5);
  });
});

describe('matchCareers', () => {
  const data = careersData();

  it('scores 0-5 with one decimal, best first, for any traits and evidence', () => {
    const percentile = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(
        fc.record({
          openness: percentile,
          conscientiousness: percentile,
          extraversion: percentile,
          agreeableness: percentile,
          neuroticism: percentile,
        }),
        fc.nat({ max: 30 }),
        fc.nat({ max: 30 }),
        (traits, count, correct) => {
          const evidence = knowledgeEvidence([
            answers('Mathematics', count, Math.min(count, correct)),
          ]);
          const list = matchCareers({
            data,
            interests: estimateInterests(traits),
            evidence,
            limit: 923,
          });
          expect(list).toHaveLength(923);
          for (const one of list) {
            expect(one.compatibility_score).toBeGreaterThanOrEqual(0);
            expect(one.compatibility_score).toBeLessThanOrEqual(5);
            expect(Math.round(one.compatibility_score * 10)).toBeCloseTo(
              one.compatibility_score * 10,
              9,
            );
          }
          for (let index = 1; index < list.length; index += 1)
            expect(list[index]!.compatibility_score).toBeLessThanOrEqual(
              list[index - 1]!.compatibility_score,
            );
        },
      ),
      { numRuns: 15 },
    );
  });

  it('ranks artistic occupations high for a high-Artistic profile', () => {
    const top = matchCareers({ data, interests: artistic, evidence: none });
    expect(top).toHaveLength(10);
    expect(top.map((one) => one.title)).toContain(
      'Fine Artists, Including Painters, Sculptors, and Illustrators',
    );
    expect(top.every((one) => one.riasec_high_point.includes('A'))).toBe(true);
    const enterprising = matchCareers({
      data,
      interests: estimateInterests({ ...median, extraversion: 97 }),
      evidence: none,
    });
    expect(enterprising.map((one) => one.title)).not.toContain(
      'Fine Artists, Including Painters, Sculptors, and Illustrators',
    );
  });

  it('applies administrators’ curation: a hidden occupation never matches, an edited one reads as edited', () => {
    const top = matchCareers({ data, interests: artistic, evidence: none });
    const [first, second] = top;
    const curation = new Map([
      [first!.code, { hidden: true, description: 'Never shown', note: 'Never shown' }],
      [second!.code, { hidden: false, description: 'In our words.', note: 'Ask us.' }],
      // Curated without edits: O*NET's description, no note.
      [top[2]!.code, { hidden: false, description: null, note: null }],
    ]);
    const curated = matchCareers({ data, interests: artistic, evidence: none, curation });
    expect(curated).toHaveLength(10);
    expect(curated.map((one) => one.code)).not.toContain(first!.code);
    expect(curated[0]).toMatchObject({
      code: second!.code,
      description: 'In our words.',
      note: 'Ask us.',
      // The score is the data's: curation changes what is shown, not the fit.
      compatibility_score: second!.compatibility_score,
    });
    expect(curated[1]).toMatchObject({ code: top[2]!.code, description: top[2]!.description });
    expect(curated.every((one, index) => index === 0 || one.note === null)).toBe(true);
    // The next best comes up to keep ten.
    expect(curated.map((one) => one.code)).toContain(
      matchCareers({ data, interests: artistic, evidence: none, limit: 11 })[10]!.code,
    );
    expect(top.every((one) => one.note === null)).toBe(true);
  });

  it("answers each career's fields from the data, and null where the data has none", () => {
    const all = matchCareers({ data, interests: artistic, evidence: none, limit: 923 });
    const fineArtists = all.find((one) => one.code === '27-1013.00')!;
    expect(fineArtists).toMatchObject({
      title: 'Fine Artists, Including Painters, Sculptors, and Illustrators',
      field: 'Arts, Design, Entertainment, Sports, and Media',
      job_zone: 3,
      riasec_high_point: 'AR',
      onet_url: 'https://www.onetonline.org/link/summary/27-1013.00',
      // Importance 3.5 and up, most important first; skills and knowledge together.
      required_skills: [
        'Design',
        'Computers and Electronics',
        'English Language',
        'Production and Processing',
      ],
      salary_range: null,
      growth_potential: null,
      growth_outlook: null,
      remote_friendly: null,
    });
    expect(fineArtists.hot_technologies).toHaveLength(5);
    expect(fineArtists.hot_technologies[0]).toBe('Adobe Acrobat');
    // Unrated occupations are still ranked, by interest alone, with no skills listed.
    const unrated = all.filter((one) => one.code === '15-1255.00')[0]!;
    expect(unrated.required_skills).toEqual([]);
    expect(unrated.missing_skills).toEqual([]);
  });

  it('lists as missing only required knowledge areas a quiz can show and the player has not', () => {
    const all = matchCareers({ data, interests: artistic, evidence: none, limit: 923 });
    const graphic = all.find((one) => one.code === '27-1024.00')!;
    // English Language, Communications and Media and Customer and Personal Service are required
    // too, but no quiz can show them; skills (Active Listening...) never count.
    expect(graphic.missing_skills).toEqual([
      'Design',
      'Computers and Electronics',
      'Fine Arts',
      'Sales and Marketing',
    ]);
    for (const one of all)
      for (const area of one.missing_skills) expect(ASSESSABLE_AREAS.has(area)).toBe(true);

    const evidence = knowledgeEvidence([
      answers('Visual Design', 12, 10), // Design shown
      answers('Art', 20, 8), // Fine Arts: 40%, below the bar
    ]);
    const withEvidence = matchCareers({ data, interests: artistic, evidence, limit: 923 });
    expect(withEvidence.find((one) => one.code === '27-1024.00')!.missing_skills).toEqual([
      'Computers and Electronics',
      'Fine Arts',
      'Sales and Marketing',
    ]);
  });

  it('raises careers needing what the player has shown, and lowers those needing what they miss', () => {
    const flat = estimateInterests(median);
    const position = (evidence: ReturnType<typeof knowledgeEvidence>, code: string) =>
      matchCareers({ data, interests: flat, evidence, limit: 923 }).findIndex(
        (one) => one.code === code,
      );
    const mathematicians = '15-2021.00';
    const strong = knowledgeEvidence([answers('Mathematics', 20, 20)]);
    const weak = knowledgeEvidence([answers('Mathematics', 20, 0)]);
    expect(position(strong, mathematicians)).toBeLessThan(10);
    expect(position(weak, mathematicians)).toBeGreaterThan(800);
    // Flat interests and no evidence: every career at 2.5, in code order.
    const neutral = matchCareers({ data, interests: flat, evidence: none, limit: 3 });
    expect(neutral.map((one) => one.compatibility_score)).toEqual([2.5, 2.5, 2.5]);
    expect(neutral[0]!.code).toBe('11-1011.00');
  });

  it('weights knowledge by importance over the assessable areas only', () => {
    const evidence = knowledgeEvidence([answers('Mathematics', 10, 10)]);
    const required = [
      { name: 'Mathematics', importance: 4 },
      { name: 'Physics', importance: 4 },
      { name: 'English Language', importance: 5 },
    ];
    // Mathematics fits 1, Physics (no evidence) 0.5, English Language is not assessable.
    expect(knowledgeFit(required, evidence)).toBeCloseTo(0.75, 12);
    expect(knowledgeFit([{ name: 'English Language', importance: 5 }], evidence)).toBe(0.5);
  });
});
