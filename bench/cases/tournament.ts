// Tournaments under load, in the server's own modules rather than the built server: a
// registration race (every contender at once for too few seats, each seat and its fee taken in
// one transaction) and a whole knockout played by bots on the live-game engine. The knockout
// needs a clock the bench can move (arrival waits, countdowns and the minute between rounds are
// skipped), which the built server does not have; the race goes through the service as the seats
// test does, so 10,000 contenders need no 10,000 argon2id sign-ins. The bots and the helpers are
// the tests' own (apps/server/src/test/), loaded only when the case runs.
import { openBenchDatabase } from '../harness/bench-database';
import type { BenchCase, Figure } from '../harness/types';

type Race = { contenders: number; seats: number };
const FULL = {
  races: [
    { contenders: 1_000, seats: 64 },
    { contenders: 10_000, seats: 1_024 },
  ] as Race[],
};
const SMOKE = { races: [{ contenders: 20, seats: 8 }] as Race[] };
/** Each contender holds exactly one fee: a second seat could not be paid for. */
const FEE = 10;
/** Questions a match plays (each 15 s on the engine's clock, skipped by the bots). */
const QUESTIONS_PER_MATCH = 5;
const MINUTE = 60_000;

/** The server's modules, imported when the case runs (they bring the whole server with them). */
async function serverModules() {
  const [buildApp, client, paths, time, bots, helpers, games, service] = await Promise.all([
    import('../../apps/server/src/test/build-test-app'),
    import('../../apps/server/src/db/client'),
    import('../../apps/server/src/paths'),
    import('../../apps/server/src/test/steerable-time'),
    import('../../apps/server/src/test/tournament-bots'),
    import('../../apps/server/src/test/tournament-helpers'),
    import('../../apps/server/src/modules/games/games.test-helpers'),
    import('../../apps/server/src/modules/tournaments/tournaments.service'),
  ]);
  return { ...buildApp, ...client, ...paths, ...time, ...bots, ...helpers, ...games, ...service };
}

type Outcome = { ok: true; atMs: number } | { ok: false; full: boolean; error: unknown };

const seconds = (ms: number) => Math.round(ms / 100) / 10;

const tournament: BenchCase = {
  name: 'tournament',
  description:
    'Tournaments: 1,000 contenders racing for 64 seats and 10,000 for 1,024 (time to fill, refusals, seats and escrow exact), then the 1,024-player knockout played to its end by bots on a steered clock',
  keyFigures: ['knockout games played', 'knockout wall time'],
  async run(context) {
    const config = context.smoke ? SMOKE : FULL;
    // The embedded database's close leaves nothing on the event loop for a moment; without a
    // handle of our own the process would end there.
    const keepAlive = setInterval(() => {}, 1_000);
    const server = await serverModules();
    const time = server.steerableTime();
    const app = await server.buildTestApp({
      database: await openBenchDatabase(server, context, 20),
      clock: time.clock,
      gameScheduler: time.schedule,
      ...(context.redisUrl ? { config: { redisUrl: context.redisUrl } } : {}),
    });
    try {
      const db = app.database.db;
      const [hostId] = await server.fundedPlayers(db, 1, 0);
      const admin = { id: hostId!, role: 'admin' };
      const { categoryId, topicId } = await server.topicWithQuestions(db, 4 * QUESTIONS_PER_MATCH);
      const figures: Figure[] = [];
      const notes: string[] = [];

      let last: { id: string; seats: number } | undefined;
      for (const race of config.races) {
        const label = `${race.seats.toLocaleString('en')} seats, ${race.contenders.toLocaleString('en')} contenders`;
        const made = await server.createTournament(
          app,
          admin,
          server.tournamentBody(time.clock.now(), categoryId, {
            topic_id: topicId,
            max_participants: race.seats,
            entry_fee: FEE,
            question_count: QUESTIONS_PER_MATCH,
            prize_distribution: [
              { place: 1, share_percent: 50, description: '' },
              { place: 2, share_percent: 30, description: '' },
              { place: 3, share_percent: 20, description: '' },
            ],
          }),
        );
        const id = made.id as string;
        const players = await server.fundedPlayers(db, race.contenders, FEE);
        const started = performance.now();
        // Every contender at once: nothing queues them but the database.
        const outcomes = await Promise.all(
          players.map((userId): Promise<Outcome> =>
            app.tournaments.register({ id: userId, role: 'user' }, id).then(
              () => ({ ok: true, atMs: performance.now() - started }),
              (error: unknown) => ({
                ok: false,
                full: (error as { message?: string }).message === server.TOURNAMENT_MESSAGES.full,
                error,
              }),
            ),
          ),
        );
        const answeredMs = performance.now() - started;
        const taken = outcomes.filter((outcome) => outcome.ok);
        const full = outcomes.filter((outcome) => !outcome.ok && outcome.full).length;
        const unexpected = outcomes.filter((outcome) => !outcome.ok && !outcome.full);
        const fillMs = Math.max(0, ...taken.map((outcome) => outcome.atMs));
        const stored = await server.seatCounts(db, id);
        const escrow = await server.escrowOf(db, id);
        const exact =
          taken.length === race.seats &&
          stored.counter === race.seats &&
          stored.rows === race.seats &&
          stored.fees === race.seats;
        figures.push(
          { name: `${label}: time to fill`, value: Math.round(fillMs), unit: 'ms' },
          { name: `${label}: all answered in`, value: Math.round(answeredMs), unit: 'ms' },
          {
            name: `${label}: registrations answered/s`,
            value: Math.round(race.contenders / (answeredMs / 1000)),
            unit: 'req/s',
          },
          {
            name: `${label}: seats taken`,
            value: stored.rows,
            unit: 'count',
            target: `${race.seats} (seats, counter and fees agree)`,
            meets: exact,
          },
          {
            name: `${label}: 'full' refusals`,
            value: full,
            unit: 'count',
            target: `${race.contenders - race.seats}`,
            meets: full === race.contenders - race.seats,
          },
          {
            name: `${label}: unexpected errors`,
            value: unexpected.length,
            unit: 'count',
            target: '0',
            meets: unexpected.length === 0,
          },
          {
            name: `${label}: escrow`,
            value: escrow,
            unit: 'points',
            target: `${race.seats * FEE} (seats x fee)`,
            meets: escrow === race.seats * FEE,
          },
        );
        if (unexpected.length > 0) {
          const first = unexpected[0] as { error: unknown };
          notes.push(`${label}: first unexpected error: ${String(first.error)}`);
        }
        // Only the largest field plays; the others are cancelled and refunded, so no other
        // tournament's matches open while it runs.
        if (last) {
          await app.tournaments.cancel(admin, last.id);
          notes.push(
            `${last.seats} seats: cancelled after the race, escrow ${await server.escrowOf(db, last.id)} after the refunds.`,
          );
        }
        last = { id, seats: race.seats };
      }

      // The knockout: the largest race's field, from the start job to the champion.
      const field = last!;
      time.advance(61 * MINUTE);
      const random = server.seededRandom(2026);
      const playStarted = performance.now();
      const waves = await server.runTournament(app, time, field.id, () =>
        random() < 0.6 ? 'right' : 'wrong',
      );
      const wallMs = performance.now() - playStarted;
      const page = await app.tournaments.get(admin, field.id);
      const rounds = page.brackets?.rounds.length ?? 0;
      const games = page.brackets?.rounds.flatMap((round) => round.matches) ?? [];
      const played = games.filter((match) => match.status === 'completed').length;
      const remaining = await server.escrowOf(db, field.id);
      figures.push(
        { name: 'knockout players', value: field.seats, unit: 'count' },
        {
          name: 'knockout rounds',
          value: rounds,
          unit: 'count',
          target: `${Math.log2(field.seats)}`,
          meets: rounds === Math.log2(field.seats),
        },
        // The sweep opens at most 200 matches at a time, so a round of 512 plays in three waves.
        { name: 'knockout waves of games', value: waves, unit: 'count' },
        {
          name: 'knockout games played',
          value: played,
          unit: 'count',
          target: `${field.seats - 1}`,
          meets: played === field.seats - 1 && page.status === 'completed',
        },
        { name: 'knockout wall time', value: seconds(wallMs), unit: 's' },
        {
          name: 'knockout wall time per game',
          value: Math.round(wallMs / Math.max(1, played)),
          unit: 'ms',
        },
        {
          name: 'knockout escrow after the prizes',
          value: remaining,
          unit: 'points',
          target: '0',
          meets: remaining === 0,
        },
      );
      notes.push(
        `Registrations call the tournaments service (the register route's one call) in-process, every contender at once, on ${context.databaseUrl ? 'PostgreSQL' : 'PGlite'}${context.redisUrl ? ' with Redis' : ''}; time to fill is from the first call to the last seat's answer.`,
        `The knockout: single elimination, ${QUESTIONS_PER_MATCH} questions a match, bots answering right 60% of the time (seeded), the steered clock skipping every wait (apps/server/src/test/tournament-bots.ts); wall time runs from the start job to the champion, the prizes paid (status ${page.status}).`,
      );
      return { figures, notes };
    } finally {
      await app.close();
      clearInterval(keepAlive);
    }
  },
};

export default tournament;
