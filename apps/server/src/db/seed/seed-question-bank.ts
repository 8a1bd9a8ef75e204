import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { DIFFICULTY_LEVELS, isTrueFalseOptions } from '@quizarena/contracts';
import { z } from 'zod';
import type { Database, Db } from '../client';
import { appMeta, categories, topics } from '../schema';
import { contentRepo, rederiveAllDifficulties, rederiveDifficulty } from '../../modules/content';
import { originalQuestionsFile, questionBankFile } from '../../paths';
import { QUESTION_BANK_CATALOGUE } from './question-bank-catalogue';

/** One seed file and the `app_meta` key of the marker row that says it has been loaded. */
export type QuestionBankSeed = { key: string; file: string };

/**
 * The seed files, loaded in this order, each exactly once. Installations seeded before this
 * list existed have only the first marker, so their next start loads the files after it.
 * A seeded file is never read again: ship new questions as a new file with a new key rather
 * than editing one in place.
 */
export const QUESTION_BANK_SEEDS: readonly QuestionBankSeed[] = [
  // The shared bank; this key is the one the first, single-file seeder wrote.
  { key: 'seed.question_bank', file: questionBankFile },
  // Questions with explanations written for QuizArena.
  { key: 'seed.question_bank.original', file: originalQuestionsFile },
];

/**
 * The `app_meta` marker of the difficulty rule the stored topic and category levels follow.
 * Change the value whenever the rule (`difficultyOfCounts`) changes: every installation then
 * re-derives its levels once, on its next start.
 */
export const DIFFICULTY_RULE_MARKER = { key: 'content.difficulty_rule', value: 'ends-by-thirds' };

const bankLineSchema = z.object({
  category: z.string().min(1),
  topic: z.string().min(1),
  difficulty: z.enum(DIFFICULTY_LEVELS),
  question_text: z.string().min(1),
  options: z.array(z.string().min(1)).min(2).max(6),
  correct_index: z.number().int().nonnegative(),
  explanation: z.string().nullable(),
  source: z.string().min(1),
});
export type BankLine = z.infer<typeof bankLineSchema>;

/**
 * What one call added: `files` loaded now, categories and topics created, questions inserted
 * (categories and topics that already existed receive questions without being counted).
 */
export type SeedResult = {
  seeded: boolean;
  files: string[];
  categories: number;
  topics: number;
  questions: number;
};

/** Parses a JSON Lines bank, refusing the whole file if any line is malformed. */
export function parseQuestionBank(text: string, name = 'question bank'): BankLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      let parsed: ReturnType<typeof bankLineSchema.safeParse> | undefined;
      try {
        parsed = bankLineSchema.safeParse(JSON.parse(line));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success || parsed.data.correct_index >= parsed.data.options.length) {
        throw new Error(`${name} line ${index + 1} is invalid`);
      }
      return parsed.data;
    });
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function optionId(): string {
  return randomBytes(6).toString('base64url');
}

const topicKey = (category: string, topic: string) => `${category}\u0000${topic}`;

/**
 * Loads every seed file whose marker row is missing, in order. Each file goes in one
 * transaction together with its marker, and the setup lock keeps two instances from seeding
 * at the same time, so a second start (or a crash mid-seed) never leaves a file loaded twice
 * or half-loaded.
 */
export async function seedQuestionBank(
  database: Database,
  seeds: readonly QuestionBankSeed[] = QUESTION_BANK_SEEDS,
): Promise<SeedResult> {
  return database.withSetupLock(async (db) => {
    const keys = seeds.map((seed) => seed.key);
    const markers = await db
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(inArray(appMeta.key, keys));
    const loaded = new Set(markers.map((marker) => marker.key));
    const total: SeedResult = { seeded: false, files: [], categories: 0, topics: 0, questions: 0 };
    for (const seed of seeds) {
      if (loaded.has(seed.key)) continue;
      const name = path.basename(seed.file);
      const text = await readFile(seed.file, 'utf8');
      const lines = parseQuestionBank(text, name);
      const checksum = createHash('sha256').update(text).digest('hex');
      const added = await db.transaction(async (tx) => {
        const result = await insertBank(tx as unknown as Db, lines);
        await tx.insert(appMeta).values({ key: seed.key, value: checksum });
        return result;
      });
      total.seeded = true;
      total.files.push(name);
      total.categories += added.categories;
      total.topics += added.topics;
      total.questions += added.questions;
    }
    await rederiveUnderCurrentRule(db);
    return total;
  });
}

/** Re-derives every stored level once per difficulty rule, with its marker in the same transaction. */
async function rederiveUnderCurrentRule(db: Db): Promise<void> {
  const [marker] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, DIFFICULTY_RULE_MARKER.key));
  if (marker?.value === DIFFICULTY_RULE_MARKER.value) return;
  await db.transaction(async (tx) => {
    await contentRepo.lockContentWrites(tx as unknown as Db);
    await rederiveAllDifficulties(tx as unknown as Db);
    await tx
      .insert(appMeta)
      .values(DIFFICULTY_RULE_MARKER)
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: DIFFICULTY_RULE_MARKER.value, updatedAt: new Date() },
      });
  });
}

type Added = { categories: number; topics: number; questions: number };

/**
 * Adds the lines' questions, creating the categories and topics they need (presented as the
 * catalogue says) and reusing those that exist, then re-derives difficulty and counters of
 * everything it touched.
 */
async function insertBank(db: Db, lines: BankLine[]): Promise<Added> {
  const byTopic = new Map<string, BankLine[]>();
  for (const line of lines) {
    const key = topicKey(line.category, line.topic);
    byTopic.set(key, [...(byTopic.get(key) ?? []), line]);
  }
  const known = new Set(
    QUESTION_BANK_CATALOGUE.flatMap((category) =>
      category.topics.map((topic) => topicKey(category.name, topic.name)),
    ),
  );
  const unknown = [...byTopic.keys()].filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new Error(
      `question bank topics missing from the catalogue: ${unknown.map((key) => key.replace('\u0000', ' > ')).join(', ')}`,
    );
  }

  const added: Added = { categories: 0, topics: 0, questions: 0 };
  const topicIds: string[] = [];
  const categoryIds: string[] = [];
  for (const [categoryIndex, entry] of QUESTION_BANK_CATALOGUE.entries()) {
    const present = entry.topics.flatMap((topicEntry, topicIndex) => {
      const topicLines = byTopic.get(topicKey(entry.name, topicEntry.name));
      return topicLines ? [{ topicEntry, topicIndex, topicLines }] : [];
    });
    if (present.length === 0) continue;

    let [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, slugify(entry.name)));
    if (!category) {
      category = await contentRepo.insertCategory(db, {
        slug: slugify(entry.name),
        name: entry.name,
        description: entry.description,
        color: entry.color,
        icon: entry.icon,
        sortOrder: categoryIndex,
      });
      added.categories += 1;
    }
    categoryIds.push(category.id);

    for (const { topicEntry, topicIndex, topicLines } of present) {
      let [topic] = await db
        .select({ id: topics.id })
        .from(topics)
        .where(and(eq(topics.categoryId, category.id), eq(topics.slug, slugify(topicEntry.name))));
      if (!topic) {
        topic = await contentRepo.insertTopic(db, {
          categoryId: category.id,
          slug: slugify(topicEntry.name),
          name: topicEntry.name,
          description: topicEntry.description,
          icon: topicEntry.icon,
          sortOrder: topicIndex,
        });
        added.topics += 1;
      }
      topicIds.push(topic.id);
      await contentRepo.insertQuestions(
        db,
        topicLines.map((line) => {
          const options = line.options.map((text) => ({ id: optionId(), text }));
          return {
            topicId: topic.id,
            questionText: line.question_text,
            type: isTrueFalseOptions(line.options) ? ('true_false' as const) : ('single' as const),
            options,
            correctOptionId: options[line.correct_index]!.id,
            explanation: line.explanation,
            difficulty: line.difficulty,
            source: line.source,
          };
        }),
      );
      added.questions += topicLines.length;
    }
  }
  await rederiveDifficulty(db, topicIds, categoryIds);
  await contentRepo.recountTopics(db, topicIds);
  return added;
}
