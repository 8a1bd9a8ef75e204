import { TOURNAMENT_RULES } from '@quizarena/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { tournamentMatches } from '../db/schema';
import type { TestApp } from './build-test-app';
import type { SteerableTime } from './steerable-time';
import * as engine from '../modules/games/engine/game-engine';
import { pick } from '../modules/games/games.test-helpers';
import { MATCH_SWEEP_MS } from '../modules/tournaments/tournament-play';

/** How a bot answers a question: right, wrong, or not at all (it forfeits by never answering). */
export type BotChoice = (userId: string, questionIndex: number) => 'right' | 'wrong' | 'absent';

/** A small deterministic generator, so a run is the same run every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function until(check: () => Promise<boolean>, what: string, tries = 4_000): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Plays live games to their end on the engine, as bots: each connects (or stays away), answers
 * every question as `choose` says, and the steered clock skips the countdowns and pauses.
 */
export async function playGames(
  app: TestApp,
  time: SteerableTime,
  gameIds: readonly string[],
  choose: BotChoice,
): Promise<void> {
  const host = app.games.host;
  for (const gameId of gameIds) {
    const state = host.peek(gameId);
    if (!state) continue;
    for (const player of state.players)
      if (choose(player.userId, -1) !== 'absent')
        await host.run(gameId, (game, at) => engine.setConnected(game, player.userId, true, at));
  }
  for (;;) {
    const live = gameIds
      .map((gameId) => ({ gameId, state: host.peek(gameId) }))
      .filter(
        (game): game is { gameId: string; state: Readonly<engine.GameState> } =>
          !!game.state && game.state.phase !== 'finished' && game.state.phase !== 'cancelled',
      );
    if (live.length === 0) return;
    for (const { gameId, state } of live) {
      if (state.phase !== 'question') continue;
      const question = state.questions[state.index]!;
      for (const player of state.players) {
        if (player.answers[state.index]) continue;
        const choice = choose(player.userId, state.index);
        if (choice === 'absent') continue;
        const wrong = question.options.find((option) => option.id !== question.correctOptionId)!;
        await host.run(gameId, (game, at) =>
          engine.answer(
            game,
            player.userId,
            question.id,
            pick(choice === 'right' ? question.correctOptionId : wrong.id),
            at,
          ),
        );
      }
    }
    // Skip to the soonest wake-up of any game (a countdown, a pause, an absent player's time).
    const now = time.clock.now().getTime();
    const wakes = live
      .map(({ gameId }) => host.peek(gameId))
      .flatMap((state) => (state ? [engine.nextWakeAt(state)] : []))
      .filter((wake): wake is number => wake !== null);
    if (wakes.length > 0) time.advance(Math.max(1, Math.min(...wakes) - now + 1));
    await turn();
    await turn();
  }
}

/**
 * Runs an active tournament to its end: each round the sweep opens its games, the bots play
 * them, and the games' settlements move the bracket; the break between rounds is skipped.
 * Answers the rounds played.
 */
export async function runTournament(
  app: TestApp,
  time: SteerableTime,
  tournamentId: string,
  choose: BotChoice,
): Promise<number> {
  const db = app.database.db;
  const statusOf = async () => (await app.tournaments.standing(admin, tournamentId)).status;
  let rounds = 0;
  for (;;) {
    await app.scheduler.runDue();
    await app.scheduler.runDue();
    if ((await statusOf()) !== 'active') return rounds;
    const playing = await db
      .select({ gameId: tournamentMatches.gameId, round: tournamentMatches.round })
      .from(tournamentMatches)
      .where(
        and(
          eq(tournamentMatches.tournamentId, tournamentId),
          eq(tournamentMatches.status, 'playing'),
        ),
      );
    if (playing.length > 0) {
      rounds += 1;
      const gameIds = playing.map((match) => match.gameId!);
      await playGames(app, time, gameIds, choose);
      // Each game's settlement (and the bracket's move) runs after its end, in its transaction.
      await until(async () => {
        const open = await db
          .select({ id: tournamentMatches.id })
          .from(tournamentMatches)
          .where(
            and(
              inArray(tournamentMatches.gameId, gameIds),
              eq(tournamentMatches.status, 'playing'),
            ),
          );
        return open.length === 0;
      }, `round ${rounds} to settle`);
    }
    time.advance(TOURNAMENT_RULES.roundBreakMs + MATCH_SWEEP_MS);
  }
}

const admin = { id: '00000000-0000-4000-8000-000000000000', role: 'admin' };
