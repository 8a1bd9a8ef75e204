import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { DIFFICULTY_LEVELS, overallDifficulty, type DifficultyLevel } from '@quizarena/contracts';
import { z } from 'zod';
import type { Database, Db } from '../client';
import { appMeta } from '../schema';
import { contentRepo } from '../../modules/content';
import { QUESTION_BANK_CATALOGUE } from './question-bank-catalogue';

const SEED_KEY = 'seed.question_bank';

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
type BankLine = z.infer<typeof bankLineSchema>;

export type SeedResult = { seeded: boolean; categories: number; topics: number; questions: number };

/** Parses the JSON Lines bank, refusing the whole file if any line is malformed. */
export function parseQuestionBank(text: string): BankLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = bankLineSchema.safeParse(JSON.parse(line));
      if (!parsed.success || parsed.data.correct_index >= parsed.data.options.length) {
        throw new Error(`question bank line ${index + 1} is invalid`);
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

/**
 * Loads the question bank once. The marker row is written in the same transaction as the
 * data, and the setup lock keeps two instances from seeding at the same time, so a second
 * start (or a crash mid-seed) never leaves the bank seeded twice or half-seeded.
 */
export async function seedQuestionBank(database: Database, bankFile: string): Promise<SeedResult> {
  const text = await readFile(bankFile, 'utf8');
  const checksum = createHash('sha256').update(text).digest('hex');
  return database.withSetupLock(async (db) => {
    const [existing] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (existing) return { seeded: false, categories: 0, topics: 0, questions: 0 };
    const lines = parseQuestionBank(text);
    return db.transaction(async (tx) => {
      const result = await insertBank(tx as unknown as Db, lines);
      await tx.insert(appMeta).values({ key: SEED_KEY, value: checksum });
      return result;
    });
  });
}

async function insertBank(db: Db, lines: BankLine[]): Promise<SeedResult> {
  const byTopic = new Map<string, BankLine[]>();
  for (const line of lines) {
    const key = `${line.category}\u0000${line.topic}`;
    byTopic.set(key, [...(byTopic.get(key) ?? []), line]);
  }
  const known = new Set(
    QUESTION_BANK_CATALOGUE.flatMap((category) =>
      category.topics.map((topic) => `${category.name}\u0000${topic.name}`),
    ),
  );
  const unknown = [...byTopic.keys()].filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new Error(`question bank topics missing from the catalogue: ${unknown.join(', ')}`);
  }

  let topicTotal = 0;
  let questionTotal = 0;
  const topicIds: string[] = [];
  for (const [categoryIndex, entry] of QUESTION_BANK_CATALOGUE.entries()) {
    const categoryLevels: DifficultyLevel[] = [];
    const category = await contentRepo.insertCategory(db, {
      slug: slugify(entry.name),
      name: entry.name,
      description: entry.description,
      color: entry.color,
      icon: entry.icon,
      sortOrder: categoryIndex,
    });
    for (const [topicIndex, topicEntry] of entry.topics.entries()) {
      const topicLines = byTopic.get(`${entry.name}\u0000${topicEntry.name}`) ?? [];
      const levels = topicLines.map((line) => line.difficulty);
      categoryLevels.push(...levels);
      const topic = await contentRepo.insertTopic(db, {
        categoryId: category.id,
        slug: slugify(topicEntry.name),
        name: topicEntry.name,
        description: topicEntry.description,
        icon: topicEntry.icon,
        sortOrder: topicIndex,
        difficultyLevel: overallDifficulty(levels),
      });
      topicIds.push(topic.id);
      topicTotal += 1;
      questionTotal += topicLines.length;
      await contentRepo.insertQuestions(
        db,
        topicLines.map((line) => {
          const options = line.options.map((text) => ({ id: optionId(), text }));
          return {
            topicId: topic.id,
            questionText: line.question_text,
            options,
            correctOptionId: options[line.correct_index]!.id,
            explanation: line.explanation,
            difficulty: line.difficulty,
            source: line.source,
          };
        }),
      );
    }
    await contentRepo.setCategoryDifficulty(db, category.id, overallDifficulty(categoryLevels));
  }
  await contentRepo.recountTopics(db, topicIds);
  return {
    seeded: true,
    categories: QUESTION_BANK_CATALOGUE.length,
    topics: topicTotal,
    questions: questionTotal,
  };
}
