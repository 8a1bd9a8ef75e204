import { getChoices, getQuestions } from '@bigfive-org/questions';
import {
  BIG_FIVE_TEMPLATE_IDS,
  buildConsistencyPairs,
  checkValidity,
  DOMAIN_TRAIT,
  DOMAINS,
  scoreBigFive,
  type BigFiveItemKey,
  type BigFiveScores,
  type BigFiveTemplateId,
  type ConsistencyPair,
  type FacetNumber,
  type TraitName,
  type ValidityReason,
} from '@quizarena/contracts';
import { z } from 'zod';

/**
 * The Big Five instrument (docs/ARCHITECTURE.md, Personality assessment: the instrument): the
 * IPIP-NEO-120 items (Johnson 2014; public domain) and their translations, as published in the
 * npm package @bigfive-org/questions (MIT), less the two voting items, in two forms.
 */

export const TEMPLATE_IDS = BIG_FIVE_TEMPLATE_IDS;
export type TemplateId = BigFiveTemplateId;
export type InstrumentLanguage = 'en' | 'es';

export interface Template {
  id: TemplateId;
  item_count: number;
  estimated_minutes: number;
  facets_scored: boolean;
  items: readonly BigFiveItemKey[];
}

export interface InstrumentQuestion {
  id: string;
  text: string;
  trait: TraitName;
  response_options: { value: number; label: string }[];
}

const itemSchema = z.object({
  id: z.string().min(1),
  text: z.string().trim().min(1),
  keyed: z.enum(['plus', 'minus']),
  domain: z.enum(DOMAINS),
  facet: z
    .number()
    .int()
    .min(1)
    .max(6)
    .transform((facet) => facet as FacetNumber),
  ipipId: z.array(z.string()).optional(),
});
const choicesSchema = z.object({
  plus: z.array(z.object({ text: z.string().trim().min(1), score: z.number() })).length(5),
});

/** Where the items and labels come from: the npm package, or a stand-in in tests. */
export interface InventorySource {
  questions(lang: string): unknown;
  choices(lang: string): unknown;
}

const PACKAGE_SOURCE: InventorySource = { questions: getQuestions, choices: getChoices };

/**
 * The two items of facet O6 (liberalism) that ask how one votes. Political opinion is special
 * category data (GDPR art. 9); a game has no reason to collect it, so neither form asks them.
 */
const POLITICAL_ITEMS = [
  { ipipId: 'X218', text: 'Tend to vote for liberal political candidates' },
  { ipipId: 'X126', text: 'Tend to vote for conservative political candidates' },
] as const;

function englishInventory(source: InventorySource) {
  const items = z.array(itemSchema).parse(source.questions('en'));
  const political = POLITICAL_ITEMS.map(({ ipipId, text }) => {
    const item = items.find((i) => i.ipipId?.includes(ipipId));
    // A new package version that moved or reworded them must not slip them back in.
    if (!item || item.text !== text) throw new Error(`the inventory lacks item ${ipipId}: ${text}`);
    return item.id;
  });
  return items.filter((item) => !political.includes(item.id));
}

/**
 * Item texts and response labels in `lang`; English where the package has no such language, or
 * lacks an item in it, so a partial translation still shows every item.
 */
export function inventoryTexts(
  lang: string,
  source: InventorySource = PACKAGE_SOURCE,
): { texts: Map<string, string>; labels: string[] } {
  const english = z.array(itemSchema).parse(source.questions('en'));
  const englishLabels = choicesSchema.parse(source.choices('en')).plus.map((c) => c.text);
  const texts = new Map(english.map((item) => [item.id, item.text]));
  if (lang === 'en') return { texts, labels: englishLabels };
  let labels = englishLabels;
  try {
    labels = choicesSchema.parse(source.choices(lang)).plus.map((c) => c.text);
  } catch {
    // No labels in that language: keep the English ones.
  }
  try {
    const translated = z
      .array(itemSchema.pick({ id: true, text: true }))
      .parse(source.questions(lang));
    for (const { id, text } of translated) if (texts.has(id)) texts.set(id, text);
  } catch {
    // No items in that language: keep the English ones.
  }
  return { texts, labels };
}

const toKey = ({ id, domain, facet, keyed }: BigFiveItemKey): BigFiveItemKey => ({
  id,
  domain,
  facet,
  keyed,
});

/**
 * The short form: for each domain, every facet's first item in inventory order (6), and for
 * facets 1-4 a second one (4), which is the facet's first item keyed the other way when it has
 * one, else its next item. Mixing the keying offsets the habit of agreeing with everything (29
 * plus- and 21 minus-keyed items) and gives the consistency check 15 pairs. O6's first item is a voting item,
 * already gone, so its next one stands in.
 */
function shortFormItems(inventory: readonly BigFiveItemKey[]): BigFiveItemKey[] {
  const chosen = new Set<string>();
  for (const domain of DOMAINS) {
    for (let facet = 1; facet <= 6; facet++) {
      const [first, ...rest] = inventory.filter((i) => i.domain === domain && i.facet === facet);
      if (!first) throw new Error(`the inventory has no ${domain}${facet} items`);
      chosen.add(first.id);
      if (facet > 4) continue;
      const second = rest.find((i) => i.keyed !== first.keyed) ?? rest[0];
      if (second) chosen.add(second.id);
    }
  }
  return inventory.filter((item) => chosen.has(item.id));
}

const INVENTORY = englishInventory(PACKAGE_SOURCE).map(toKey);

const TEMPLATES: Record<TemplateId, Template> = {
  'big-five': {
    id: 'big-five',
    item_count: INVENTORY.length,
    estimated_minutes: 15,
    facets_scored: true,
    items: INVENTORY,
  },
  'big-five-short': (() => {
    const items = shortFormItems(INVENTORY);
    return {
      id: 'big-five-short',
      item_count: items.length,
      estimated_minutes: 7,
      facets_scored: false,
      items,
    };
  })(),
};

/** A form: its items (inventory order), their count, the time it takes, whether facets score. */
export function getTemplate(id: TemplateId): Template {
  const template = TEMPLATES[id];
  if (!template) throw new Error(`unknown assessment template ${String(id)}`);
  return template;
}

const questionCache = new Map<string, InstrumentQuestion[]>();

/**
 * A form's questions in `lang`, in inventory order. Every item shows the same five labels in the
 * same order, Very Inaccurate (1) to Very Accurate (5); reversal is scoring's business, so the
 * answer is always the position of the label chosen.
 */
export function questionsFor(
  templateId: TemplateId,
  lang: InstrumentLanguage,
): InstrumentQuestion[] {
  const key = `${templateId}:${lang}`;
  const cached = questionCache.get(key);
  if (cached) return cached;
  const { texts, labels } = inventoryTexts(lang);
  const responseOptions = labels.map((label, i) => ({ value: i + 1, label }));
  const questions = getTemplate(templateId).items.map((item) => {
    const text = texts.get(item.id);
    if (!text) throw new Error(`item ${item.id} has no text`);
    return {
      id: item.id,
      text,
      trait: DOMAIN_TRAIT[item.domain],
      response_options: responseOptions,
    };
  });
  questionCache.set(key, questions);
  return questions;
}

/** A form's consistency pairs (a plus- and a minus-keyed item of one facet). */
export function pairsFor(templateId: TemplateId): ConsistencyPair[] {
  return buildConsistencyPairs(getTemplate(templateId).items);
}

/** Scores a form's answers (label positions, 1-5, by item id) for a player of `age`. */
export function scoreAssessment(
  templateId: TemplateId,
  answers: Readonly<Record<string, number>>,
  age: number,
): BigFiveScores {
  const template = getTemplate(templateId);
  return scoreBigFive({
    items: template.items,
    answers,
    age,
    form: template.facets_scored ? 'full' : 'short',
  });
}

/** Checks a completed form's answers, taken in the order the form presents its items. */
export function checkAssessmentValidity(
  templateId: TemplateId,
  answers: Readonly<Record<string, number>>,
  secondsTaken: number,
): { is_valid: boolean; reasons: ValidityReason[] } {
  const responses = getTemplate(templateId).items.flatMap((item) => {
    const value = answers[item.id];
    return value === undefined ? [] : [{ itemId: item.id, value }];
  });
  return checkValidity({ responses, secondsTaken, pairs: pairsFor(templateId) });
}
