import {
  ANALYTICS_QUESTION_ROWS,
  RETENTION_COHORT_WEEKS,
  SUSPECT_QUESTION_RULE,
  timeframeDays,
  type AdminTimeframe,
  type AnalyticsContent,
  type AnalyticsDashboard,
  type AnalyticsRevenue,
  type AnalyticsUsers,
  type ModeCount,
  type QuestionFigures,
  type SuspectQuestion,
} from '@quizarena/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badlyDiscriminating } from '../content';
import { countPendingReviews } from '../fair-play';
import { countDisputedQuestions } from '../disputes';
import { countPendingReports } from '../moderation';
import { addDays, daysBetween, mondayOf, utcDay } from './days';
import { openDisputesByQuestion } from './disputes';
import { economyTotalsOf, type KindFigures } from './economy';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Sums come back from PostgreSQL as text (bigint, numeric); every figure here is a count. */
const n = (value: unknown) => Number(value ?? 0);
const percent = (correct: number, answers: number) =>
  answers === 0 ? null : Math.round((correct * 1000) / answers) / 10;
const meanMs = (sum: number, answers: number) => (answers === 0 ? null : Math.round(sum / answers));

type Meta = {
  rolled_up_at: Date | string;
  day: string;
  escrow_balance: string | number;
  users_total: number;
};

/**
 * The admin analytics reports (docs/ARCHITECTURE.md, Analytics): they read the daily roll-ups
 * only, plus a few cheap figures of now (accounts, escrow, the moderation queue), so a year's
 * report costs what a few hundred rows a figure cost, whatever the size of the play history.
 */
export function createAnalyticsReports({ db, clock }: { db: Db; clock: Clock }) {
  const window = (timeframe: AdminTimeframe) => {
    const to = utcDay(clock.now());
    return { timeframe, from: addDays(to, -(timeframeDays(timeframe) - 1)), to };
  };
  const isoOf = (value: Date | string) => new Date(value).toISOString();

  const meta = async () => {
    const [row] = await rowsOf<Meta>(
      db,
      sql`select rolled_up_at, to_char(day, 'YYYY-MM-DD') as day, escrow_balance, users_total
          from analytics_meta where id = 1`,
    );
    return row;
  };
  const escrowNow = async () => {
    const [row] = await rowsOf<{ balance: string | null }>(
      db,
      sql`select sum(balance) as balance from ledger_accounts where code = 'escrow'`,
    );
    return Math.max(0, n(row?.balance));
  };

  const dailyRows = (from: string, to: string) =>
    rowsOf<{
      day: string;
      active_users: number;
      weekly_active_users: number;
      monthly_active_users: number;
      signups: number;
      tournaments: number;
      tournament_participants: number;
    }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, active_users, weekly_active_users,
            monthly_active_users, signups, tournaments, tournament_participants
          from analytics_daily where day between ${from}::date and ${to}::date`,
    ).then((rows) => new Map(rows.map((row) => [row.day, row])));

  const gamesByMode = async (from: string, to: string): Promise<ModeCount[]> =>
    (
      await rowsOf<{ mode: string; games: string; players: string }>(
        db,
        sql`select mode, sum(games) as games, sum(players) as players from analytics_daily_games
            where day between ${from}::date and ${to}::date
            group by mode order by sum(games) desc, mode`,
      )
    ).map((row) => ({ mode: row.mode, games: n(row.games), players: n(row.players) }));

  const ledgerByKind = async (from: string, to: string) =>
    (
      await rowsOf<{ kind: string; movements: string; to_players: string; from_players: string }>(
        db,
        sql`select kind, sum(movements) as movements, sum(to_players) as to_players,
              sum(from_players) as from_players
            from analytics_daily_ledger where day between ${from}::date and ${to}::date
            group by kind order by kind`,
      )
    ).map((row) => ({
      kind: row.kind,
      movements: n(row.movements),
      to_players: n(row.to_players),
      from_players: n(row.from_players),
    }));

  return {
    async dashboard(): Promise<AnalyticsDashboard> {
      const today = utcDay(clock.now());
      const weekFrom = addDays(today, -6);
      const monthFrom = addDays(today, -29);
      const [daily, games, gamesPerDay, ledger, held, reports, reviews, disputed, last] =
        await Promise.all([
          dailyRows(monthFrom, today),
          gamesByMode(weekFrom, today),
          rowsOf<{ day: string; games: string }>(
            db,
            sql`select to_char(day, 'YYYY-MM-DD') as day, sum(games) as games
                from analytics_daily_games where day between ${monthFrom}::date and ${today}::date
                group by day`,
          ),
          ledgerByKind(weekFrom, today),
          escrowNow(),
          countPendingReports(db),
          countPendingReviews(db),
          countDisputedQuestions(db),
          meta(),
        ]);
      const todayRow = daily.get(today);
      const gamesOn = new Map(gamesPerDay.map((row) => [row.day, n(row.games)]));
      return {
        generated_at: clock.now().toISOString(),
        rolled_up_at: last ? isoOf(last.rolled_up_at) : null,
        users: {
          // Counted by the roll-up, like every other figure here but the queue's.
          total: last ? n(last.users_total) : 0,
          active_today: todayRow?.active_users ?? 0,
          active_week: todayRow?.weekly_active_users ?? 0,
          active_month: todayRow?.monthly_active_users ?? 0,
          signups_today: todayRow?.signups ?? 0,
          signups_week: daysBetween(weekFrom, today).reduce(
            (sum, day) => sum + (daily.get(day)?.signups ?? 0),
            0,
          ),
        },
        games_week: games,
        economy_week: economyTotalsOf(ledger),
        held_in_escrow: held,
        moderation_pending: {
          report: reports,
          flagged_session: reviews,
          answer_dispute: disputed,
        },
        days: daysBetween(monthFrom, today).map((day) => ({
          day,
          active_users: daily.get(day)?.active_users ?? 0,
          signups: daily.get(day)?.signups ?? 0,
          games: gamesOn.get(day) ?? 0,
        })),
      };
    },

    async users(timeframe: AdminTimeframe): Promise<AnalyticsUsers> {
      const span = window(timeframe);
      const thisWeek = mondayOf(span.to);
      const oldestCohort = addDays(thisWeek, -7 * (RETENTION_COHORT_WEEKS - 1));
      const [daily, cohortDays, retention, games, last] = await Promise.all([
        dailyRows(span.from, span.to),
        dailyRows(oldestCohort, span.to),
        rowsOf<{ cohort_week: string; week_offset: number; active: number }>(
          db,
          sql`select to_char(cohort_week, 'YYYY-MM-DD') as cohort_week, week_offset, active
              from analytics_retention where cohort_week >= ${oldestCohort}::date`,
        ),
        gamesByMode(span.from, span.to),
        meta(),
      ]);
      const days = daysBetween(span.from, span.to).map((day) => {
        const row = daily.get(day);
        return {
          day,
          active_users: row?.active_users ?? 0,
          weekly_active_users: row?.weekly_active_users ?? 0,
          monthly_active_users: row?.monthly_active_users ?? 0,
          signups: row?.signups ?? 0,
        };
      });
      const sum = <K extends string>(key: K, rows: Array<Record<K, number>>) =>
        rows.reduce((total, row) => total + row[key], 0);
      const active = new Map(
        retention.map((row) => [`${row.cohort_week}/${row.week_offset}`, row.active]),
      );
      const spanRows = [...daily.values()];
      const live = games.find((row) => row.mode === 'live');
      return {
        ...span,
        rolled_up_at: last ? isoOf(last.rolled_up_at) : null,
        days,
        totals: {
          signups: sum('signups', days),
          average_daily_active: Math.round((sum('active_users', days) / days.length) * 100) / 100,
        },
        retention: Array.from({ length: RETENTION_COHORT_WEEKS }, (_, index) => {
          const cohortWeek = addDays(oldestCohort, 7 * index);
          const weeksSoFar = RETENTION_COHORT_WEEKS - index;
          return {
            cohort_week: cohortWeek,
            size: daysBetween(cohortWeek, addDays(cohortWeek, 6)).reduce(
              (total, day) => total + (cohortDays.get(day)?.signups ?? 0),
              0,
            ),
            active: Array.from(
              { length: weeksSoFar },
              (_, offset) => active.get(`${cohortWeek}/${offset}`) ?? 0,
            ),
          };
        }),
        games_by_mode: games,
        live_games: { games: live?.games ?? 0, players: live?.players ?? 0 },
        tournaments: {
          tournaments: sum('tournaments', spanRows),
          participants: sum('tournament_participants', spanRows),
        },
      };
    },

    async content(timeframe: AdminTimeframe): Promise<AnalyticsContent> {
      const span = window(timeframe);
      const within = sql`day between ${span.from}::date and ${span.to}::date`;
      type Figures = { answers: string; correct: string; time_ms_sum: string };
      const figures = (row: Figures) => {
        const answers = n(row.answers);
        const correct = n(row.correct);
        return {
          answers,
          correct,
          accuracy: percent(correct, answers),
          average_time_ms: meanMs(n(row.time_ms_sum), answers),
        };
      };
      const [perDay, topicRows, questionRows, rarelyRight, disputes, last] = await Promise.all([
        rowsOf<{ day: string; answers: string; correct: string }>(
          db,
          sql`select to_char(day, 'YYYY-MM-DD') as day, sum(answers) as answers,
                sum(correct) as correct
              from analytics_daily_topics where ${within} group by day`,
        ),
        // Every topic, played or not: the least played are worth seeing too.
        rowsOf<
          Figures & {
            id: string;
            name: string;
            category_id: string;
            category_name: string;
            plays: string;
          }
        >(
          db,
          sql`select t.id, t.name, c.id as category_id, c.name as category_name,
                coalesce(f.plays, 0) as plays, coalesce(f.answers, 0) as answers,
                coalesce(f.correct, 0) as correct, coalesce(f.time_ms_sum, 0) as time_ms_sum
              from topics t join categories c on c.id = t.category_id
              left join (
                select topic_id, sum(plays) as plays, sum(answers) as answers,
                  sum(correct) as correct, sum(time_ms_sum) as time_ms_sum
                from analytics_daily_topics where ${within} group by topic_id
              ) f on f.topic_id = t.id
              order by coalesce(f.plays, 0) desc, t.name, t.id`,
        ),
        questionFigures(
          sql`true`,
          sql`order by sum(answers) desc, question_id limit ${ANALYTICS_QUESTION_ROWS}`,
        ),
        questionFigures(
          sql`sum(answers) >= ${SUSPECT_QUESTION_RULE.minAnswers}
              and sum(correct) * 100 <= ${SUSPECT_QUESTION_RULE.maxAccuracy} * sum(answers)`,
          sql`order by sum(correct)::float / sum(answers), sum(answers) desc, question_id
              limit ${ANALYTICS_QUESTION_ROWS}`,
        ),
        openDisputesByQuestion(db),
        meta(),
      ]);
      // Measured by the nightly calibration over its own window, not this report's timeframe.
      const weak = await badlyDiscriminating(db, ANALYTICS_QUESTION_ROWS);

      async function questionFigures(having: SQL, order: SQL) {
        return rowsOf<Figures & { id: string; text: string; topic_id: string; topic_name: string }>(
          db,
          sql`select q.id, q.question_text as text, t.id as topic_id, t.name as topic_name,
                f.answers, f.correct, f.time_ms_sum
              from (
                select question_id, sum(answers) as answers, sum(correct) as correct,
                  sum(time_ms_sum) as time_ms_sum
                from analytics_daily_questions where ${within}
                group by question_id having ${having} ${order}
              ) f
              join questions q on q.id = f.question_id
              join topics t on t.id = q.topic_id
              order by f.answers desc, q.id`,
        );
      }

      const questionOf = (
        row: Awaited<ReturnType<typeof questionFigures>>[number],
      ): QuestionFigures => ({
        id: row.id,
        text: row.text,
        topic_id: row.topic_id,
        topic_name: row.topic_name,
        ...figures(row),
        disputes: disputes.get(row.id) ?? 0,
      });
      const days = new Map(perDay.map((row) => [row.day, row]));
      const categories = new Map<string, { id: string; name: string; plays: number } & Figures>();
      for (const topic of topicRows) {
        const category = categories.get(topic.category_id) ?? {
          id: topic.category_id,
          name: topic.category_name,
          plays: 0,
          answers: '0',
          correct: '0',
          time_ms_sum: '0',
        };
        category.plays += n(topic.plays);
        category.answers = String(n(category.answers) + n(topic.answers));
        category.correct = String(n(category.correct) + n(topic.correct));
        category.time_ms_sum = String(n(category.time_ms_sum) + n(topic.time_ms_sum));
        categories.set(topic.category_id, category);
      }
      const suspects: SuspectQuestion[] = rarelyRight.map((row) => ({
        ...questionOf(row),
        reasons: disputes.has(row.id) ? ['rarely_right', 'disputed'] : ['rarely_right'],
      }));
      return {
        ...span,
        rolled_up_at: last ? isoOf(last.rolled_up_at) : null,
        days: daysBetween(span.from, span.to).map((day) => {
          const row = days.get(day);
          return {
            day,
            answers: n(row?.answers),
            accuracy: percent(n(row?.correct), n(row?.answers)),
          };
        }),
        categories: [...categories.values()]
          .map((category) => ({
            id: category.id,
            name: category.name,
            plays: category.plays,
            ...figures(category),
          }))
          .sort((a, b) => b.plays - a.plays || a.name.localeCompare(b.name)),
        topics: topicRows.map((row) => ({
          id: row.id,
          name: row.name,
          category_id: row.category_id,
          category_name: row.category_name,
          plays: n(row.plays),
          ...figures(row),
        })),
        questions: questionRows.map(questionOf),
        suspect_questions: suspects.concat(
          await disputedOnly(disputes, new Set(rarelyRight.map((row) => row.id))),
        ),
        badly_discriminating_questions: weak.map((row) => ({
          id: row.id,
          text: row.text,
          topic_id: row.topicId,
          topic_name: row.topicName,
          answers: row.answers,
          discrimination: Math.round(row.discrimination * 1000) / 1000,
          source_difficulty: row.source,
          calibrated_difficulty: row.calibrated,
        })),
      };

      /** Disputed questions not already suspect for their accuracy, with the span's figures. */
      async function disputedOnly(open: Map<string, number>, listed: Set<string>) {
        const ids = [...open.keys()].filter((id) => !listed.has(id));
        if (ids.length === 0) return [];
        const rows = await rowsOf<
          Figures & { id: string; text: string; topic_id: string; topic_name: string }
        >(
          db,
          sql`select q.id, q.question_text as text, t.id as topic_id, t.name as topic_name,
                coalesce(sum(f.answers), 0) as answers, coalesce(sum(f.correct), 0) as correct,
                coalesce(sum(f.time_ms_sum), 0) as time_ms_sum
              from questions q join topics t on t.id = q.topic_id
              left join analytics_daily_questions f on f.question_id = q.id and f.day
                between ${span.from}::date and ${span.to}::date
              where q.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})
              group by q.id, t.id`,
        );
        return rows.map((row) => ({ ...questionOf(row), reasons: ['disputed' as const] }));
      }
    },

    async revenue(timeframe: AdminTimeframe): Promise<AnalyticsRevenue> {
      const span = window(timeframe);
      const [rows, held, last] = await Promise.all([
        rowsOf<KindFigures & { day: string; escrow_net: string }>(
          db,
          sql`select to_char(day, 'YYYY-MM-DD') as day, kind, to_players, from_players, escrow_net
              from analytics_daily_ledger where day between ${span.from}::date and ${span.to}::date`,
        ),
        escrowNow(),
        meta(),
      ]);
      const byDay = new Map<string, KindFigures[]>();
      const escrowNet = new Map<string, number>();
      for (const row of rows) {
        const figures = {
          kind: row.kind,
          to_players: n(row.to_players),
          from_players: n(row.from_players),
        };
        byDay.set(row.day, [...(byDay.get(row.day) ?? []), figures]);
        escrowNet.set(row.day, (escrowNet.get(row.day) ?? 0) + n(row.escrow_net));
      }
      // Escrow at a day's end: the balance the last roll-up read, less what moved after that day
      // (read in the same snapshot as the roll-up, so the two agree).
      const anchorDay = last?.day ?? span.to;
      const anchor = last ? n(last.escrow_balance) : held;
      let after = 0;
      const heldAt = new Map<string, number>();
      for (const day of daysBetween(span.from, span.to).reverse()) {
        heldAt.set(day, Math.max(0, anchor - after));
        if (day <= anchorDay) after += escrowNet.get(day) ?? 0;
      }
      return {
        ...span,
        rolled_up_at: last ? isoOf(last.rolled_up_at) : null,
        days: daysBetween(span.from, span.to).map((day) => ({
          day,
          ...economyTotalsOf(byDay.get(day) ?? []),
          held_in_escrow: heldAt.get(day)!,
        })),
        totals: economyTotalsOf(
          rows.map((row) => ({
            ...row,
            to_players: n(row.to_players),
            from_players: n(row.from_players),
          })),
        ),
        held_in_escrow: held,
        by_kind: await ledgerByKind(span.from, span.to),
      };
    },
  };
}
export type AnalyticsReports = ReturnType<typeof createAnalyticsReports>;
