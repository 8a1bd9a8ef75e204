import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { careerLearningPaths, careerOccupationOverrides } from '../../db/schema';

// The careers module's own tables: administrators' curation of occupations and the learning
// paths they assign.

export type OccupationOverrideRow = typeof careerOccupationOverrides.$inferSelect;
export type LearningPathRow = typeof careerLearningPaths.$inferSelect;

/** Every curated occupation (a few rows: only what administrators touched). */
export function listOccupationOverrides(db: Db): Promise<OccupationOverrideRow[]> {
  return db.select().from(careerOccupationOverrides);
}

export async function findOccupationOverride(
  db: Db,
  code: string,
): Promise<OccupationOverrideRow | undefined> {
  const [row] = await db
    .select()
    .from(careerOccupationOverrides)
    .where(eq(careerOccupationOverrides.code, code));
  return row;
}

/** Writes the whole curation of one occupation, replacing any earlier one. */
export async function upsertOccupationOverride(
  db: Db,
  values: OccupationOverrideRow,
): Promise<OccupationOverrideRow> {
  const { code: _code, ...changes } = values;
  const [row] = await db
    .insert(careerOccupationOverrides)
    .values(values)
    .onConflictDoUpdate({ target: careerOccupationOverrides.code, set: changes })
    .returning();
  return row!;
}

export async function findLearningPath(
  db: Db,
  userId: string,
): Promise<LearningPathRow | undefined> {
  const [row] = await db
    .select()
    .from(careerLearningPaths)
    .where(eq(careerLearningPaths.userId, userId));
  return row;
}

/** Writes the player's path, replacing any earlier one. */
export async function upsertLearningPath(
  db: Db,
  values: LearningPathRow,
): Promise<LearningPathRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(careerLearningPaths)
    .values(values)
    .onConflictDoUpdate({ target: careerLearningPaths.userId, set: changes })
    .returning();
  return row!;
}
