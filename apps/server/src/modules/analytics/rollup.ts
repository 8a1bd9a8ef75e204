import { RETENTION_COHORT_WEEKS } from '@quizarena/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addDays, dayBounds, mondayOf, utcDay } from './days';

/** How far back the first run fills in days never rolled up. */
export const BACKFILL_DAYS = 400;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Recomputes one UTC day's roll-ups from the tables that own the facts, in one transaction:
 * the day's rows are deleted and written again, so running it twice leaves the same figures.
 * Every source is read by the day's range through an index (quiz sessions by start and by
 * completion, games by their end, ledger movements by time, users by sign-up); answers are
 * reached through the sessions completed that day, by the answers' primary key prefix, so the
 * biggest table needs no index of its own. The day's weekly and monthly actives count the
 * active rows of the days before it: roll days up oldest first.
 */
export async function rollupDay(db: Db, day: string, now: Date): Promise<void> {
  const { start, end } = dayBounds(day);
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const d = sql`${day}::date`;
  const week = mondayOf(day);
  const w = sql`${week}::date`;
  const oldestCohort = sql`${`${addDays(week, -7 * (RETENTION_COHORT_WEEKS - 1))}T00:00:00Z`}::timestamptz`;
  const weekEnd = sql`${`${addDays(week, 7)}T00:00:00Z`}::timestamptz`;

  // Repeatable read: the day's ledger sums and escrow's balance come from one snapshot.
  await db.transaction(
    async (txRaw) => {
      const tx = txRaw as unknown as Db;
      for (const table of [
        'analytics_active_users',
        'analytics_daily_games',
        'analytics_daily_questions',
        'analytics_daily_topics',
        'analytics_daily_ledger',
        'analytics_daily',
      ])
        await tx.execute(sql`delete from ${sql.identifier(table)} where day = ${d}`);

      await tx.execute(sql`
        insert into analytics_active_users (day, user_id)
        select ${d}, user_id from quiz_sessions where started_at >= ${from} and started_at < ${to}
        union
        select ${d}, user_id from quiz_sessions where completed_at >= ${from} and completed_at < ${to}
        union
        select ${d}, p.user_id from games g join game_players p on p.game_id = g.id
        where g.status = 'completed' and g.ended_at >= ${from} and g.ended_at < ${to}`);

      await tx.execute(sql`
        insert into analytics_daily_games (day, mode, games, players)
        select ${d}, game_mode, count(*), count(distinct user_id) from quiz_sessions
        where completed_at >= ${from} and completed_at < ${to}
        group by game_mode
        union all
        select ${d}, mode, count(distinct id), count(distinct user_id) from (
          select g.id, p.user_id,
            case g.kind when 'challenge' then 'challenge' when 'tournament' then 'tournament'
              else 'live' end as mode
          from games g left join game_players p on p.game_id = g.id
          where g.status = 'completed' and g.ended_at >= ${from} and g.ended_at < ${to}
        ) finished
        group by mode`);

      await tx.execute(sql`
        insert into analytics_daily_questions
          (day, question_id, topic_id, category_id, answers, correct, time_ms_sum)
        select ${d}, a.question_id, q.topic_id, t.category_id, a.answers, a.correct, a.time_ms_sum
        from (
          select a.question_id, count(*) as answers, count(*) filter (where a.is_correct) as correct,
            coalesce(sum(a.time_taken_ms), 0) as time_ms_sum
          from quiz_sessions s join quiz_answers a on a.session_id = s.id
          where s.completed_at >= ${from} and s.completed_at < ${to}
          group by a.question_id
        ) a
        join questions q on q.id = a.question_id
        join topics t on t.id = q.topic_id`);

      await tx.execute(sql`
        insert into analytics_daily_topics
          (day, topic_id, category_id, plays, answers, correct, time_ms_sum)
        select ${d}, t.id, t.category_id, coalesce(p.plays, 0), coalesce(q.answers, 0),
          coalesce(q.correct, 0), coalesce(q.time_ms_sum, 0)
        from (
          select topic_id, count(*) as plays from quiz_sessions
          where completed_at >= ${from} and completed_at < ${to}
          group by topic_id
        ) p
        full join (
          select topic_id, sum(answers) as answers, sum(correct) as correct,
            sum(time_ms_sum) as time_ms_sum
          from analytics_daily_questions where day = ${d}
          group by topic_id
        ) q on q.topic_id = p.topic_id
        join topics t on t.id = coalesce(p.topic_id, q.topic_id)`);

      await tx.execute(sql`
        insert into analytics_daily_ledger
          (day, kind, movements, to_players, from_players, escrow_net)
        select ${d}, x.kind, count(distinct x.id),
          coalesce(sum(e.amount) filter (where a.kind = 'user' and e.amount > 0), 0),
          coalesce(-sum(e.amount) filter (where a.kind = 'user' and e.amount < 0), 0),
          coalesce(sum(e.amount) filter (where a.code = 'escrow'), 0)
        from ledger_transactions x
        join ledger_entries e on e.transaction_id = x.id
        join ledger_accounts a on a.id = e.account_id
        where x.created_at >= ${from} and x.created_at < ${to}
        group by x.kind`);

      await tx.execute(sql`
        insert into analytics_daily (day, active_users, weekly_active_users, monthly_active_users,
          signups, tournaments, tournament_participants, rolled_up_at)
        select ${d},
          (select count(*) from analytics_active_users where day = ${d}),
          (select count(distinct user_id) from analytics_active_users
            where day between ${d} - 6 and ${d}),
          (select count(distinct user_id) from analytics_active_users
            where day between ${d} - 29 and ${d}),
          (select count(*) from users where created_at >= ${from} and created_at < ${to}),
          t.tournaments, t.participants, ${now.toISOString()}::timestamptz
        from (
          select count(*) as tournaments, coalesce(sum(current_participants), 0) as participants
          from tournaments
          where tournament_start >= ${from} and tournament_start < ${to}
            and status in ('active', 'completed')
        ) t`);

      // The retention cells of this day's week: each cohort's actives in it, recounted whole.
      await tx.execute(sql`
        delete from analytics_retention where cohort_week + week_offset * 7 = ${w}`);
      await tx.execute(sql`
        insert into analytics_retention (cohort_week, week_offset, active)
        select cohort_week, (${w} - cohort_week) / 7, count(distinct user_id)
        from (
          select date_trunc('week', u.created_at at time zone 'UTC')::date as cohort_week,
            a.user_id
          from analytics_active_users a join users u on u.id = a.user_id
          where a.day >= ${w} and a.day < ${w} + 7
            and u.created_at >= ${oldestCohort} and u.created_at < ${weekEnd}
        ) active
        group by cohort_week`);

      await tx.execute(sql`
        insert into analytics_meta (id, rolled_up_at, day, escrow_balance, users_total)
        select 1, ${now.toISOString()}::timestamptz, ${d},
          coalesce((select sum(balance) from ledger_accounts where code = 'escrow'), 0),
          (select count(*) from users)
        on conflict (id) do update set
          rolled_up_at = excluded.rolled_up_at, day = excluded.day,
          escrow_balance = excluded.escrow_balance, users_total = excluded.users_total
        where analytics_meta.day <= excluded.day`);
    },
    { isolationLevel: 'repeatable read' },
  );
}

/**
 * One round of the roll-up job: days never rolled up (since the first sign-up, at most
 * BACKFILL_DAYS back), oldest first, while the time budget lasts; then yesterday (late
 * completions of quizzes started then) and today. Answers the days rolled up.
 */
export async function rollUp(
  db: Db,
  now: () => Date,
  options: { budgetMs?: number } = {},
): Promise<string[]> {
  const started = now().getTime();
  const today = utcDay(now());
  const yesterday = addDays(today, -1);
  const [first] = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD') as day from users`,
  );
  const floor = addDays(today, -(BACKFILL_DAYS - 1));
  const from = first?.day && first.day > floor ? first.day : floor;
  const missing =
    from < yesterday
      ? (
          await rowsOf<{ day: string }>(
            db,
            sql`select to_char(d, 'YYYY-MM-DD') as day
                from generate_series(${from}::date, ${yesterday}::date - 1, interval '1 day') d
                where not exists (select 1 from analytics_daily where day = d::date)
                order by d`,
          )
        ).map((row) => row.day)
      : [];
  const done: string[] = [];
  for (const day of missing) {
    if (options.budgetMs !== undefined && now().getTime() - started > options.budgetMs) break;
    await rollupDay(db, day, now());
    done.push(day);
  }
  for (const day of [yesterday, today]) {
    await rollupDay(db, day, now());
    done.push(day);
  }
  return done;
}
