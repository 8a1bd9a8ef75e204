import { eq, getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A stored file of the person's, copied into the export's `files/` folder. */
export type PersonalDataFile = {
  /** The storage key (uploads' FileStorage): `avatars/<hex>.webp`. */
  key: string;
  /** Its name inside `files/`, unique within the export (`avatar.webp`, `messages/<id>-cv.pdf`). */
  name: string;
};

/** What a part's erase may use besides its transaction. */
export type ErasureContext = {
  /**
   * Stored files (avatars, attachments, exports; uploads' FileStorage): deleted here, outside
   * the transaction. Only deleting is needed, so lib names no module's type.
   */
  storage: { delete(key: string): Promise<void> };
  /** The erasure's time, on the injected clock. */
  now: Date;
};

/**
 * What one module holds about a person, contributed through this one interface
 * (docs/ARCHITECTURE.md, Privacy: export). The module writes it in its own folder
 * (`modules/<name>/personal-data.ts`), exports it through its index, and app.ts hands the list
 * to the privacy module, which therefore imports none of them. The interface lives in lib, below
 * every module, so contributing a part never makes a module depend on privacy.
 *
 * The same part erases it (docs/ARCHITECTURE.md, Privacy: erasure): whatever names a table in
 * `tables` answers for both taking the data out and removing it.
 */
export interface PersonalDataPart {
  /** The module's name: its data is `<module>.json` in the ZIP. */
  readonly module: string;
  /** One line for the ZIP's README.txt: what the file holds. */
  readonly describes: string;
  /**
   * Every table of this module with a column naming a person. The coverage test reads the
   * database catalogue and fails for a table that is in no part and not exempted.
   */
  readonly tables: readonly string[];
  /**
   * The person's data, by section (`{ sessions: [...], settings: {...} }`). Only what is about
   * them: other people appear by id and display name at most, never by email or secret.
   */
  export(db: Db, userId: string): Promise<Record<string, unknown>>;
  /** Stored files of theirs, copied into `files/`. */
  files?(db: Db, userId: string): Promise<PersonalDataFile[]>;
  /**
   * Removes or anonymises the module's rows about the person, inside the erasure's transaction
   * `tx`, before their user row is deleted. It may run again after a crash: it must be
   * idempotent. Rows that go with the user row (`on delete cascade`) need nothing here: such a
   * part says so (`cascade`) and does no more than what the keys cannot.
   */
  erase(tx: Db, userId: string, ctx: ErasureContext): Promise<void>;
  /**
   * Runs in the erasure's last transaction, with the deletion of the user row (scoring's move
   * of the balance to the tombstone account; auth's deletion of the row itself, which holds
   * `users` and so goes last of all).
   */
  readonly erasesLast?: boolean;
}

/**
 * Tables that name a person but are in no part's export, each with its reason. The coverage test
 * accepts these and nothing else; a new entry needs a reason a reader can check in the docs.
 */
export const EXPORT_EXEMPTIONS: Readonly<Record<string, string>> = {
  audit_log:
    'Security and staff-action trail, kept for accountability (docs/PRIVACY.md); a person may ' +
    'ask the operator for the entries about them.',
  game_guests: 'Names guests without an account by a random per-game id, never a signed-up person.',
  moderation_claims:
    'A moderator’s short-lived hold on a queue item: staff work, not the person’s data.',
  moderation_decisions:
    'Moderators’ decisions and notes about reported players: staff records, not handed to ' +
    'the subject (their outcome reaches them as a notification and an account status).',
  career_occupation_overrides:
    'Curation of the careers catalogue by staff (`updated_by`): the catalogue’s history.',
};

/** A part's erase when the keys do all of it: its rows go with the user row (`on delete cascade`). */
export const cascade = async (): Promise<void> => {};

/**
 * Keys never written to an export whatever a part returns: hashes, sealed secrets, tokens and
 * passwords are the service's, not the person's, and would help nobody but an attacker.
 */
const SECRET_KEY = /(hash|secret|sealed|token|password|verifier)/i;

/** A copy of `value` without any key that looks like a secret, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}

/**
 * Every row of `table` whose `column` is the person, less the columns named in `omit`, keyed by
 * column name: the common case of a part (a table of the person's own rows).
 */
export async function rowsOfPerson<T extends PgTable>(
  db: Db,
  table: T,
  column: Column,
  userId: string,
  omit: readonly (keyof T['$inferSelect'])[] = [],
): Promise<Record<string, unknown>[]> {
  // Keyed by the column's own (snake_case) name, as the API writes fields.
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => !omit.includes(key as never))
      .map(([, column]) => [column.name, column]),
  );
  return (await db
    .select(columns as never)
    .from(table as PgTable)
    .where(eq(column, userId))) as Record<string, unknown>[];
}
