import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { analyticsActiveUsers } from '../db/schema';
import type { manualClock } from '../lib/clock';
import type { TestApp } from './build-test-app';
import { buildCategory, buildQuestions, buildTopic } from './factories';
import { form } from './multipart';
import { playSession, startSession } from './quiz-helpers';
import { createTournament, tournamentBody } from './tournament-helpers';
import {
  befriend,
  call,
  directBetween,
  player,
  send,
  type Player,
} from '../modules/messages/messages.test-helpers';

/**
 * Hana, who touches many tables: a quiz, a friend, messages, an avatar, a group, a tournament
 * seat and bookmark, an assessment under way, a report; and Otto, her friend, who reports her.
 * The export's and the erasure's tests both start from her.
 */
export async function seedHeavyUser(
  app: TestApp,
  clock: ReturnType<typeof manualClock>,
): Promise<{
  hana: Player;
  otto: Player;
  categoryId: string;
  topicId: string;
  tournamentId: string;
}> {
  const db = app.database.db;
  const category = await buildCategory(db, { name: 'Export' });
  const topic = await buildTopic(db, category.id, { name: 'Portability' });
  await buildQuestions(db, topic.id, 10);
  const hana = await player(app, { name: 'Hana Heavy', email: 'hana.heavy@example.com' });
  const otto = await player(app, { name: 'Otto Other', email: 'otto.other@example.com' });

  // Hana touches many tables: a quiz, a friend, messages, an avatar, a group, a tournament
  // seat and bookmark, an assessment under way, a report.
  const session = await startSession(app, hana.headers, {
    topic_id: topic.id,
    game_mode: 'timed',
  });
  await playSession(app, hana.headers, session.id, ['right'], clock.advance, 2_000);
  await befriend(db, hana.id, otto.id);
  const conversation = await directBetween(app, hana, otto);
  await send(app, hana, conversation, 'Hello Otto, from Hana');
  await send(app, otto, conversation, 'Otto’s own words stay with Otto');
  const avatar = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 200, b: 90 } },
  })
    .png()
    .toBuffer();
  const body = form(
    { name: 'path', value: 'avatars' },
    { name: 'file', filename: 'me.png', contentType: 'image/png', data: avatar },
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...hana.headers, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  expect(
    (await call(app, hana, 'POST', '/api/study-groups', { name: 'Hana’s Study Circle' })).status,
  ).toBe(201);
  const tournament = await createTournament(
    app,
    { id: otto.id, role: 'admin' },
    tournamentBody(clock.now(), category.id, { entry_fee: 0, name: 'Export Cup' }),
  );
  expect(
    (await call(app, hana, 'POST', `/api/tournaments/${tournament.id}/register`)).status,
  ).toBeLessThan(300);
  await call(app, hana, 'POST', `/api/tournaments/${tournament.id}/bookmark`);
  const assessment = await call(app, hana, 'POST', '/api/psychometric/assessment/create', {
    template_id: 'big-five-short',
  });
  expect(assessment.status).toBe(200);
  const questions = await call(
    app,
    hana,
    'GET',
    '/api/psychometric/assessment/questions?template_id=big-five-short',
  );
  const firstQuestion = questions.body.data.questions[0].id as string;
  await call(
    app,
    hana,
    'PUT',
    `/api/psychometric/sessions/${assessment.body.data.assessment_id}/answers`,
    { answers: [{ question_id: firstQuestion, score: 4 }] },
  );
  const reported = await call(app, hana, 'POST', '/api/social/reports', {
    subject_type: 'user',
    subject_id: otto.id,
    reason: 'spam',
    details: 'Hana’s report about Otto',
  });
  expect(reported.status).toBe(201);
  await db.insert(analyticsActiveUsers).values({ day: '2026-11-02', userId: hana.id });
  // A report about Hana is the reporter’s, not hers.
  await call(app, otto, 'POST', '/api/social/reports', {
    subject_type: 'user',
    subject_id: hana.id,
    reason: 'spam',
    details: 'Otto complains about Hana',
  });
  return { hana, otto, categoryId: category.id, topicId: topic.id, tournamentId: tournament.id };
}

/**
 * Puts Hana into every table that names a person and that the walk above leaves her out of, by
 * plain inserts (the erasure is per table, not per route): live games hosted, played and
 * watched, a challenge, ratings, presence, settings, requests and blocks, a second factor and a
 * provider, consent, a learning path, a fair-play review, tournament hosting, rating and a
 * bracket seat, group sessions, resources, ratings and requests, a calendar feed, an attachment
 * with its file, an export with its file, staff rows about her and by her, a pending job, a
 * review round and day, answer disputes of hers and decided by her.
 */
export async function touchEveryTable(
  app: TestApp,
  storage: { put(key: string, body: Buffer, type: string): Promise<void> },
  ids: { hana: string; otto: string; topicId: string; tournamentId: string },
): Promise<void> {
  const db = app.database.db;
  const { hana, otto, tournamentId } = ids;
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows[0]!;
  await db.execute(sql`
    insert into games (kind, name, settings, created_at, host_id, state)
    values ('hosted', 'Hana’s room', '{}', now(),
            ${hana}, ${JSON.stringify({ players: [{ user_id: hana, name: 'Hana Heavy' }] })}::jsonb)
`);
  const played = await one(sql`
    insert into games (kind, name, settings, created_at, host_id)
    values ('room', 'Otto’s room', '{}', now(), ${otto}) returning id`);
  await db.execute(sql`
    insert into game_players (game_id, user_id, joined_at) values (${played.id}, ${hana}, now())`);
  await db.execute(sql`
    insert into game_spectators (game_id, user_id, joined_at) values (${played.id}, ${hana}, now())`);
  const challenge = await one(sql`
    insert into challenges (challenger_id, challenge_type, question_count, time_limit,
      seconds_per_question, question_ids, created_at, expires_at, winner_id)
    values (${otto}, 'async', 5, 60, 10, '[]', now(), now() + interval '1 day', ${hana})
    returning id`);
  await db.execute(sql`
    insert into challenge_players (challenge_id, user_id, role)
    values (${challenge.id}, ${hana}, 'challenged'), (${challenge.id}, ${otto}, 'challenger')`);
  await db.execute(sql`
    insert into skill_ratings (user_id, mu, sigma, conservative, updated_at)
    values (${hana}, 25, 8, 1, now())`);
  await db.execute(sql`
    insert into skill_rating_changes (game_id, user_id, mu_before, sigma_before, mu_after,
      sigma_after, place, "left", at)
    values (${played.id}, ${hana}, 25, 8, 26, 7, 1, false, now())`);
  await db.execute(sql`insert into user_presence (user_id) values (${hana})
    on conflict do nothing`);
  await db.execute(sql`insert into social_settings (user_id) values (${hana})
    on conflict do nothing`);
  await db.execute(sql`insert into notification_settings (user_id) values (${hana})
    on conflict do nothing`);
  const stranger = await one(sql`
    insert into users (email, email_normalized, full_name)
    values ('stranger@example.com', 'stranger@example.com', 'Stranger') returning id`);
  await db.execute(sql`
    insert into friend_requests (sender_id, receiver_id) values (${hana}, ${stranger.id})`);
  await db.execute(sql`
    insert into user_blocks (blocker_id, blocked_id) values (${stranger.id}, ${hana})`);
  await db.execute(sql`
    insert into user_totp (user_id, secret_sealed) values (${hana}, 'sealed')`);
  await db.execute(sql`
    insert into recovery_codes (user_id, code_hash) values (${hana}, 'hash')`);
  await db.execute(sql`
    insert into second_factor_tickets (ticket_hash, user_id, method, persistent, expires_at)
    values ('ticket', ${hana}, 'password', false, now())`);
  await db.execute(sql`
    insert into oauth_identities (user_id, provider, subject) values (${hana}, 'github', 'hana-gh')`);
  await db.execute(sql`
    insert into parental_consents (user_id, parent_email, token_hash, requested_at)
    values (${hana}, 'parent@example.com', 'consent', now())`);
  await db.execute(sql`
    insert into career_learning_paths (user_id, topic_ids, assigned_at, assigned_by)
    values (${otto}, array[${ids.topicId}]::uuid[], now(), ${hana}),
           (${hana}, array[${ids.topicId}]::uuid[], now(), ${otto})`);
  await db.execute(sql`
    insert into career_occupation_overrides (code, updated_at, updated_by)
    values ('15-1252', now(), ${hana})`);
  const round = await one(sql`
    insert into review_rounds (user_id, question_count, due_count, started_at)
    values (${hana}, 1, 1, now()) returning id`);
  await db.execute(sql`
    insert into review_round_questions (round_id, position, question_id, was_due, option_order)
    select ${round.id}, 1, id, true, '["a", "b", "c", "d"]'::jsonb
    from questions where topic_id = ${ids.topicId} limit 1`);
  await db.execute(sql`
    insert into review_days (user_id, day, reviewed, correct) values (${hana}, '2026-06-01', 1, 1)`);
  // Two question sets of hers: one only she played (it goes), one Otto was challenged on (it
  // stays, no longer hers), each asked to be published once; a picture in the first.
  const sets = [];
  for (const n of [1, 2]) {
    sets.push(
      await one(sql`
        insert into topics (category_id, slug, name, icon, owner_id, visibility, review_status,
          share_key)
        select category_id, ${`set-hana-${n}`}, ${`Hana’s set ${n}`}, 'book-open', ${hana},
          'public', 'rejected', ${`hanasharekey${n}00000000000`}
        from topics where id = ${ids.topicId} returning id`),
    );
  }
  await storage.put(
    'questions/cccccccccccccccccccccccccccccccc.webp',
    Buffer.from('webp'),
    'image/webp',
  );
  await db.execute(sql`
    insert into questions (topic_id, question_text, options, correct_option_id, difficulty,
      source, image_url, image_alt)
    values (${sets[0]!.id}, 'Which river?', '[{"id":"a","text":"Nile"},{"id":"b","text":"Po"}]',
      'a', 'beginner', 'set', '/uploads/questions/cccccccccccccccccccccccccccccccc.webp', 'A map'),
      (${sets[1]!.id}, 'Which sea?', '[{"id":"a","text":"Red"},{"id":"b","text":"Black"}]',
      'a', 'beginner', 'set', null, null)`);
  for (const set of sets) {
    await db.execute(sql`
      insert into question_set_reviews (topic_id, owner_id, status, requested_at, decided_at,
        decided_by, note)
      values (${set.id}, ${hana}, 'rejected', now(), now(), ${otto}, 'Too short')`);
  }
  await db.execute(sql`
    insert into challenges (challenger_id, challenge_type, question_count, time_limit,
      seconds_per_question, question_ids, created_at, expires_at, topic_id)
    values (${otto}, 'async', 5, 60, 10, '[]', now(), now() + interval '1 day', ${sets[1]!.id})`);
  const session = await one(sql`select id from quiz_sessions where user_id = ${hana} limit 1`);
  await db.execute(sql`
    insert into play_reviews (session_id, user_id, reason, evidence, created_at)
    values (${session.id}, ${hana}, 'too_fast', '{}', now())`);
  // A dispute of hers decided by Otto, and one of Otto's she decided.
  await db.execute(sql`
    insert into answer_disputes (user_id, session_id, question_id, reason, status,
      moderator_note, resolved_by, resolved_at, created_at)
    select ${hana}, session_id, question_id, 'Hana thinks the key is wrong', 'upheld',
      'Corrected', ${otto}, now(), now()
    from quiz_session_questions where session_id = ${session.id} limit 1`);
  const ottoSession = await one(sql`
    insert into quiz_sessions (user_id, topic_id, category_id, game_mode, status, difficulty,
      question_count, started_at)
    select ${otto}, topic_id, category_id, game_mode, 'abandoned', difficulty, 1, now()
    from quiz_sessions where id = ${session.id} returning id`);
  await db.execute(sql`
    insert into answer_disputes (user_id, session_id, question_id, reason, status,
      moderator_note, resolved_by, resolved_at, created_at)
    select ${otto}, ${ottoSession.id}, question_id, 'Otto disputes it too', 'rejected',
      'It stands', ${hana}, now(), now()
    from quiz_session_questions where session_id = ${session.id} limit 1`);
  await db.execute(sql`
    insert into tournament_hosts (user_id, verified_at, verified_by) values (${hana}, now(), ${otto})`);
  await db.execute(sql`
    insert into tournament_ratings (tournament_id, user_id, rating, created_at)
    values (${tournamentId}, ${hana}, 5, now())`);
  await db.execute(sql`
    update tournaments set host_id = ${hana} where id = ${tournamentId}`);
  await db.execute(sql`
    insert into tournament_matches (tournament_id, round, position, players, opens_at)
    values (${tournamentId}, 1, 1, ${JSON.stringify([
      {
        user_id: hana,
        seed: 1,
        score: 3,
        place: 1,
        time_ms: 100,
        advanced: true,
        forfeited: false,
      },
      {
        user_id: otto,
        seed: 2,
        score: 1,
        place: 2,
        time_ms: 200,
        advanced: false,
        forfeited: false,
      },
    ])}::jsonb, now())`);
  const group = await one(sql`select id from study_groups where owner_id = ${hana} limit 1`);
  const ottoGroupChat =
    await one(sql`insert into conversations (is_group, name, owner_id, managed_by)
    values (true, 'Otto’s group', ${otto}, 'study_group') returning id`);
  const ottoGroup = await one(sql`
    insert into study_groups (name, max_members, conversation_id, created_at, updated_at, owner_id)
    values ('Otto’s group', 10, ${ottoGroupChat.id}, now(), now(), ${otto}) returning id`);
  await db.execute(sql`
    insert into study_group_join_requests (group_id, user_id, requested_at)
    values (${ottoGroup.id}, ${hana}, now())`);
  await db.execute(sql`
    insert into study_group_ratings (group_id, user_id, rating, rated_at)
    values (${ottoGroup.id}, ${hana}, 4, now())`);
  await db.execute(sql`
    insert into study_group_resources (group_id, title, created_at, added_by, url)
    values (${group.id}, 'Notes', now(), ${hana}, 'https://example.com/notes')`);
  const studySession = await one(sql`
    insert into study_sessions (group_id, title, type, scheduled_at, duration_minutes,
      max_participants, created_at, updated_at, host_id)
    values (${group.id}, 'Revision', 'other', now(), 30, 5, now(), now(), ${hana}) returning id`);
  await db.execute(sql`
    insert into study_session_participants (session_id, user_id) values (${studySession.id}, ${hana})`);
  await db.execute(sql`
    insert into calendar_feeds (user_id, token_hash, created_at) values (${hana}, 'feed', now())`);
  await storage.put(
    'attachments/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf',
    Buffer.from('%PDF-1.4'),
    'application/pdf',
  );
  const attachment = await one(sql`
    insert into message_attachments (kind, original_name, mime_type, size, storage_key, uploader_id)
    values ('pdf', 'notes.pdf', 'application/pdf', 8, 'attachments/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf', ${hana})
    returning id`);
  const direct = await one(sql`
    select conversation_id as id from conversation_participants p
    where p.user_id = ${hana} and exists (select 1 from conversations c
      where c.id = p.conversation_id and not c.is_group) limit 1`);
  await db.execute(sql`
    insert into messages (conversation_id, sender_id, content, attachment_id)
    values (${direct.id}, ${hana}, 'My notes, Hana Heavy', ${attachment.id})`);
  await db.execute(sql`
    insert into messages (conversation_id, content, message_type, metadata)
    values (${direct.id}, '', 'system',
            ${JSON.stringify({ system: { event: 'joined', user_id: hana, name: 'Hana Heavy' } })}::jsonb)`);
  await storage.put(
    'exports/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.zip',
    Buffer.from('zip'),
    'application/zip',
  );
  await db.execute(sql`
    insert into data_exports (user_id, status, storage_key) values (${hana}, 'failed', 'exports/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.zip')`);
  const report = await one(sql`select id from reports where subject_user_id = ${hana} limit 1`);
  await db.execute(sql`
    insert into moderation_claims (item_id, moderator_id, expires_at)
    values (${report.id}, ${hana}, now() + interval '1 hour')`);
  await db.execute(sql`
    insert into moderation_decisions (item_id, kind, outcome, actions, reason, decided_at,
      subject_user_id, moderator_id)
    values (${report.id}, 'report', 'dismissed', '[]', 'No case', now(), ${hana}, ${otto})`);
  await db.execute(sql`
    insert into notifications (user_id, kind, data, created_at, updated_at, actor_id)
    values (${otto}, 'friend_request', ${JSON.stringify({ name: 'Hana Heavy', user_id: hana })}::jsonb,
            now(), now(), ${hana})`);
  await db.execute(sql`
    insert into scheduled_jobs (name, key, run_at, created_at, payload)
    values ('test.job', ${`hana:${hana}`}, now() + interval '30 days', now(),
            ${JSON.stringify({ userId: hana })}::jsonb)`);
}
