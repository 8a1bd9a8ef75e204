import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-test-app';

/**
 * Columns that name a person without a key to users (audit_log keeps its rows after erasure);
 * read by name, so a new `*_by` or `owner_id` column is caught even before it gets its key.
 */
const PERSON_COLUMN =
  /^(user_id|.+_user_id|.+_by|actor_id|owner_id|host_id|sender_id|receiver_id|reporter_id|moderator_id|uploader_id|blocker_id|blocked_id|friend_id|challenger_id|winner_id|guest_id)$/;

/** Every table with a key to users or a uuid column named like a person, from the catalogue. */
export async function tablesNamingAPersonIn(app: TestApp): Promise<string[]> {
  const keyed = (await app.database.db.execute(sql`
    select distinct c.conrelid::regclass::text as name
    from pg_constraint c
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass`)) as unknown as {
    rows: { name: string }[];
  };
  const named = (await app.database.db.execute(sql`
    select table_name as name, column_name as column
    from information_schema.columns
    where table_schema = 'public' and data_type = 'uuid'`)) as unknown as {
    rows: { name: string; column: string }[];
  };
  return [
    ...new Set([
      ...keyed.rows.map((row) => row.name),
      ...named.rows.filter((row) => PERSON_COLUMN.test(row.column)).map((row) => row.name),
    ]),
  ].sort();
}
