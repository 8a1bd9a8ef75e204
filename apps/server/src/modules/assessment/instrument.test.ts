import { getChoices, getQuestions } from '@bigfive-org/questions';
import { describe, expect, it } from 'vitest';
import {
  checkAssessmentValidity,
  getTemplate,
  inventoryTexts,
  pairsFor,
  questionsFor,
  scoreAssessment,
  TEMPLATE_IDS,
  type InventorySource,
} from './instrument';

/** The package's own English items, read directly: id by text, and every item's keying. */
const PACKAGE_ITEMS = getQuestions('en') as unknown as {
  id: string;
  text: string;
  keyed: string;
  ipipId: string[];
}[];
const idOf = (text: string): string => {
  const item = PACKAGE_ITEMS.find((i) => i.text === text);
  if (!item) throw new Error(`no item "${text}"`);
  return item.id;
};
const VOTING_IDS = [
  idOf('Tend to vote for liberal political candidates'),
  idOf('Tend to vote for conservative political candidates'),
];

/** Five made-up labels, `${prefix}1` to `${prefix}5`, shaped like the package's. */
const labels = (prefix: string) =>
  [1, 2, 3, 4, 5].map((score) => ({ text: `${prefix}${score}`, score }));

describe('assessment templates', () => {
  it('offers the full form (118 items, facets) and the short form (50 items, domains)', () => {
    expect(TEMPLATE_IDS).toEqual(['big-five', 'big-five-short']);
    expect(getTemplate('big-five')).toMatchObject({
      item_count: 118,
      estimated_minutes: 15,
      facets_scored: true,
    });
    expect(getTemplate('big-five').items).toHaveLength(118);
    expect(getTemplate('big-five-short')).toMatchObject({
      item_count: 50,
      estimated_minutes: 7,
      facets_scored: false,
    });
    expect(getTemplate('big-five-short').items).toHaveLength(50);
  });

  it('asks no political item in either form', () => {
    expect(PACKAGE_ITEMS).toHaveLength(120);
    for (const id of TEMPLATE_IDS) {
      const ids = getTemplate(id).items.map((item) => item.id);
      for (const voting of VOTING_IDS) expect(ids).not.toContain(voting);
      for (const question of questionsFor(id, 'en'))
        expect(question.text).not.toMatch(/vote|politic/i);
    }
  });

  it('keeps the inventory order', () => {
    const inventoryOrder = PACKAGE_ITEMS.map((i) => i.id).filter((id) => !VOTING_IDS.includes(id));
    expect(getTemplate('big-five').items.map((i) => i.id)).toEqual(inventoryOrder);
    const short = getTemplate('big-five-short').items.map((i) => i.id);
    expect(short).toEqual(inventoryOrder.filter((id) => short.includes(id)));
  });

  it("builds the short form from each facet's first item and, for facets 1-4, an opposite-keyed one", () => {
    const items = getTemplate('big-five-short').items;
    for (const domain of ['N', 'E', 'O', 'A', 'C'] as const) {
      const facets = items.filter((i) => i.domain === domain).map((i) => i.facet);
      expect(facets.sort()).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 6]);
    }
    const ids = items.map((i) => i.id);
    // N1 is all plus-keyed: its first two items.
    expect(ids).toContain(idOf('Worry about things'));
    expect(ids).toContain(idOf('Fear for the worst'));
    // N2 (+++-): its first item and its minus-keyed one, not its second.
    expect(ids).toContain(idOf('Get angry easily'));
    expect(ids).toContain(idOf('Am not easily annoyed'));
    expect(ids).not.toContain(idOf('Get irritated easily'));
    // O6's first item is a voting item, so the next one stands in.
    expect(ids).toContain(idOf('Believe that there is no absolute right and wrong'));
    expect(items.filter((i) => i.keyed === 'plus')).toHaveLength(29);
  });
});

describe('questionsFor', () => {
  it('shows every item with the same five labels, Very Inaccurate (1) to Very Accurate (5)', () => {
    const questions = questionsFor('big-five', 'en');
    expect(questions[0]).toMatchObject({ text: 'Worry about things', trait: 'neuroticism' });
    const minusKeyed = questions.find((q) => q.text === 'Am not easily annoyed');
    for (const question of [questions[0], minusKeyed]) {
      expect(question?.response_options).toEqual([
        { value: 1, label: 'Very Inaccurate' },
        { value: 2, label: 'Moderately Inaccurate' },
        { value: 3, label: 'Neither Accurate Nor Inaccurate' },
        { value: 4, label: 'Moderately Accurate' },
        { value: 5, label: 'Very Accurate' },
      ]);
    }
    expect(new Set(questions.map((q) => q.trait))).toEqual(
      new Set(['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism']),
    );
  });

  it('asks in Spanish, with Spanish labels', () => {
    const english = questionsFor('big-five', 'en');
    const spanish = questionsFor('big-five', 'es');
    expect(spanish.map((q) => q.id)).toEqual(english.map((q) => q.id));
    expect(spanish[0]?.text).toBe('Me preocupo por las cosas');
    spanish.forEach((q, i) => expect(q.text).not.toBe(english[i]?.text));
    expect(spanish[0]?.response_options.map((o) => o.label)).toEqual([
      'Muy en desacuerdo',
      'Moderadamente en desacuerdo',
      'Ni de acuerdo, ni en desacuerdo',
      'Moderadamente de acuerdo',
      'Muy de acuerdo',
    ]);
    expect(questionsFor('big-five-short', 'es')).toHaveLength(50);
  });

  it('falls back to English for a language, or an item, the package lacks', () => {
    const english = getQuestions('en');
    const missing: InventorySource = {
      questions: (lang) => {
        if (lang === 'en') return english;
        throw new Error('Questions not found. Try another language input.');
      },
      choices: (lang) => {
        if (lang === 'en') return getChoices('en');
        throw new Error('Choices not found. Try another language input.');
      },
    };
    const fallback = inventoryTexts('xx', missing);
    expect(fallback.texts.get(idOf('Worry about things'))).toBe('Worry about things');
    expect(fallback.labels[0]).toBe('Very Inaccurate');

    const partial: InventorySource = {
      questions: (lang) => (lang === 'en' ? english : getQuestions('es').slice(1)),
      choices: (lang) => (lang === 'en' ? { plus: labels('E') } : { plus: labels('S') }),
    };
    const { texts, labels: shown } = inventoryTexts('es', partial);
    expect(texts.get(idOf('Worry about things'))).toBe('Worry about things');
    expect(texts.get(idOf('Make friends easily'))).toBe('Creo que hago amigos fácilmente');
    expect(shown).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
  });
});

describe('pairsFor', () => {
  it('pairs plus- and minus-keyed items within facets: 30 on the full form, 15 on the short', () => {
    expect(pairsFor('big-five')).toHaveLength(30);
    expect(pairsFor('big-five')).toContainEqual([
      idOf('Get angry easily'),
      idOf('Am not easily annoyed'),
    ]);
    // O6 keeps one pair once the voting items are gone.
    expect(pairsFor('big-five')).toContainEqual([
      idOf('Believe that there is no absolute right and wrong'),
      idOf('Believe that we should be tough on crime'),
    ]);
    expect(pairsFor('big-five-short')).toHaveLength(15);
  });
});

describe('scoreAssessment', () => {
  /** Every item answered with the label at `position`. */
  const allAt = (templateId: (typeof TEMPLATE_IDS)[number], position: number) =>
    Object.fromEntries(getTemplate(templateId).items.map((item) => [item.id, position]));

  it('scores the full form with its keying: "Very Accurate" to everything', () => {
    const result = scoreAssessment('big-five', allAt('big-five', 5), 30);
    const facets = result.neuroticism.facets!;
    // Anxiety: four plus-keyed items, 5 each. Anger: three plus (5) and one minus (6 - 5 = 1).
    expect(facets.anxiety.raw).toBe(5);
    expect(facets.anger.raw).toBe(4);
    // Immoderation: one plus and three minus: (5 + 1 + 1 + 1) / 4.
    expect(facets.immoderation.raw).toBe(2);
    // Liberalism without the voting items: one plus, one minus: (5 + 1) / 2.
    expect(result.openness.facets!.liberalism.raw).toBe(3);
    // Agreeableness: 7 plus- and 17 minus-keyed items: (35 + 17) / 24 = 2.1667.
    expect(result.agreeableness.raw).toBe(2.17);
  });

  it('scores the short form by domain only', () => {
    const result = scoreAssessment('big-five-short', allAt('big-five-short', 3), 30);
    expect(result.openness).toMatchObject({ raw: 3, score: 50, facets: null });
  });

  it('refuses a missing answer', () => {
    const answers = allAt('big-five', 3);
    delete answers[idOf('Worry about things')];
    expect(() => scoreAssessment('big-five', answers, 30)).toThrow('missing');
  });
});

describe('checkAssessmentValidity', () => {
  it('flags "Very Accurate" to everything as straight-lined and inconsistent', () => {
    const answers = Object.fromEntries(getTemplate('big-five').items.map((i) => [i.id, 5]));
    expect(checkAssessmentValidity('big-five', answers, 900)).toEqual({
      is_valid: false,
      reasons: ['straight_lined', 'inconsistent'],
    });
  });

  it('accepts answers that follow the keying with some variety', () => {
    const items = getTemplate('big-five').items;
    const answers = Object.fromEntries(
      items.map((item, i) => {
        const score = [2, 3, 4, 4, 5, 3, 2][i % 7]!;
        return [item.id, item.keyed === 'plus' ? score : 6 - score];
      }),
    );
    expect(checkAssessmentValidity('big-five', answers, 900)).toEqual({
      is_valid: true,
      reasons: [],
    });
    expect(checkAssessmentValidity('big-five', answers, 100).reasons).toEqual(['too_fast']);
  });
});
