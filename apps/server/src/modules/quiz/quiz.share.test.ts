import { HIDDEN_PLAYER_NAME } from '@quizarena/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedResults, users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { hideProfile, signUp } from '../../test/auth-helpers';
import type { TestApp } from '../../test/build-test-app';
import { appWithOneTopic, playSession, startSession, type Headers } from '../../test/quiz-helpers';

describe('share links for results', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  let app: TestApp;
  let topicId: string;

  beforeAll(async () => {
    ({ app, topicId } = await appWithOneTopic(clock, 4));
  });
  afterAll(() => app.close());

  async function playedBy(overrides: Record<string, unknown> = {}) {
    const player = await signUp(app, overrides);
    const session = await startSession(app, player.headers, { topic_id: topicId });
    await playSession(
      app,
      player.headers,
      session.id,
      ['right', 'right', 'right', 'wrong'],
      clock.advance,
    );
    return { player, sessionId: session.id };
  }

  const share = (
    headers: Headers | undefined,
    sessionId: string,
    method: 'POST' | 'DELETE' = 'POST',
  ) =>
    app.inject({
      method,
      url: `/api/games/session/${sessionId}/share`,
      ...(headers ? { headers } : {}),
    });
  const readShared = (token: string) =>
    app.inject({ method: 'GET', url: `/api/shared-results/${token}` });

  it('lets the player turn a link on that anyone, signed in or not, reads as a card', async () => {
    const { player, sessionId } = await playedBy({ name: 'Grace Brewster Hopper' });
    const on = await share(player.headers, sessionId);
    expect(on.statusCode).toBe(201);
    const { token, path } = on.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/shared/${token}`);
    // Only a hash is stored.
    const [stored] = await app.database.db.select().from(sharedResults);
    expect(stored!.tokenHash).not.toContain(token);

    const card = await readShared(token);
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual({
      success: true,
      data: {
        display_name: 'Grace Brewster Hopper',
        topic: { id: topicId, name: 'Physics' },
        category: { id: expect.any(String), name: 'Science' },
        game_mode: 'practice',
        total_points: expect.any(Number),
        accuracy: 75,
        correct_answers: 3,
        total_questions: 4,
        completed_at: expect.any(String),
      },
    });
    // The card never carries the answers, the player's id, email or organization.
    expect(card.body).not.toMatch(/"answers"|user_id|@example\.com|Analytical/);

    const results = await app.inject({
      method: 'GET',
      url: `/api/games/session/${sessionId}/results`,
      headers: player.headers,
    });
    expect(results.json().data.shared).toBe(true);
  });

  it('turns off: the link answers 404, and turning on again makes a new link', async () => {
    const { player, sessionId } = await playedBy();
    const first = (await share(player.headers, sessionId)).json().data.token;
    const second = (await share(player.headers, sessionId)).json().data.token;
    expect(second).not.toBe(first);
    expect((await readShared(first)).statusCode).toBe(404);
    expect((await readShared(second)).statusCode).toBe(200);
    const off = await share(player.headers, sessionId, 'DELETE');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ success: true, data: { shared: false } });
    expect((await readShared(second)).statusCode).toBe(404);
  });

  it('is the owner’s alone: others and signed-out callers cannot share or unshare it', async () => {
    const { player, sessionId } = await playedBy();
    const token = (await share(player.headers, sessionId)).json().data.token;
    const other = await signUp(app);
    expect((await share(other.headers, sessionId)).statusCode).toBe(404);
    expect((await share(other.headers, sessionId, 'DELETE')).statusCode).toBe(404);
    expect((await share(undefined, sessionId)).statusCode).toBe(401);
    expect((await readShared(token)).statusCode).toBe(200);
    // The results page itself stays private.
    const results = await app.inject({
      method: 'GET',
      url: `/api/games/session/${sessionId}/results`,
      headers: other.headers,
    });
    expect(results.statusCode).toBe(404);
  });

  it('shares only completed results', async () => {
    const player = await signUp(app);
    const session = await startSession(app, player.headers, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    const refused = await share(player.headers, session.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SESSION_NOT_COMPLETED');
  });

  it('shows a possible minor by short name, and nothing of a disabled account', async () => {
    const young = await playedBy({
      name: 'Ada King Lovelace',
      user_type: 'student',
      birth_year: 2012,
    });
    const youngToken = (await share(young.player.headers, young.sessionId)).json().data.token;
    expect((await readShared(youngToken)).json().data.display_name).toBe('Ada L.');

    const gone = await playedBy();
    const goneToken = (await share(gone.player.headers, gone.sessionId)).json().data.token;
    await app.database.db
      .update(users)
      .set({ status: 'banned' })
      .where(eq(users.id, gone.player.user.id));
    expect((await readShared(goneToken)).statusCode).toBe(404);
  });

  it('shows a player who hid their profile as a hidden player, with no name', async () => {
    const { player, sessionId } = await playedBy({ name: 'Katherine Johnson' });
    const token = (await share(player.headers, sessionId)).json().data.token;
    await hideProfile(app, player.headers);
    const card = (await readShared(token)).json().data;
    expect(card.display_name).toBe(HIDDEN_PLAYER_NAME);
    expect(JSON.stringify(card)).not.toContain('Katherine');
  });

  it('answers 404 for an unknown token and 400 naming the field for a malformed one', async () => {
    expect((await readShared('A'.repeat(43))).statusCode).toBe(404);
    const bad = await readShared('not-a-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('params.token');
  });
});
