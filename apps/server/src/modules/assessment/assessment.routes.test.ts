import { ASSESSMENT_MESSAGES, TRAITS } from '@quizarena/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { lastMailedToken } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, player, signInAgain, type Player } from '../messages/messages.test-helpers';
import { getTemplate } from './instrument';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A careful respondent's answers: agreeing with plus-keyed statements and disagreeing with
 * minus-keyed ones, varied by position so nothing is straight-lined or contradictory.
 */
function carefulAnswers(templateId: 'big-five' | 'big-five-short', lean = 0) {
  return getTemplate(templateId).items.map((item, index) => {
    const agree = 4 + (index % 2);
    const value = item.keyed === 'plus' ? agree : 6 - agree;
    return { question_id: item.id, score: Math.min(5, Math.max(1, value + lean)) };
  });
}

describe('the personality assessment over HTTP', () => {
  const clock = manualClock(new Date('2026-11-28T09:00:00Z'));
  let app: TestApp;
  let ada: Player;
  let grace: Player;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    ada = await player(app, { name: 'Ada Lovelace' });
    grace = await player(app, { name: 'Grace Hopper' });
  });
  afterAll(() => app.close());

  /** Moves the clock on and signs both players in again (access tokens last 15 minutes). */
  async function later(ms: number) {
    clock.advance(ms);
    await signInAgain(app, ada);
    await signInAgain(app, grace);
  }

  it('lists both forms and serves their statements in the reader’s language', async () => {
    const templates = await call(app, ada, 'GET', '/api/psychometric/templates');
    expect(templates.status).toBe(200);
    expect(templates.body.data.templates).toMatchObject([
      { id: 'big-five', question_count: 118, estimated_duration: 15, facets_scored: true },
      { id: 'big-five-short', question_count: 50, estimated_duration: 7, facets_scored: false },
    ]);

    const full = await call(app, ada, 'GET', '/api/psychometric/assessment/questions');
    expect(full.body.data.template_id).toBe('big-five');
    expect(full.body.data.questions).toHaveLength(118);
    expect(full.body.data.questions[0].response_options).toHaveLength(5);
    expect(JSON.stringify(full.body.data.questions)).not.toMatch(/vote/i);

    const spanish = await app.inject({
      method: 'GET',
      url: '/api/psychometric/assessment/questions?template_id=big-five-short',
      headers: { ...ada.headers, 'accept-language': 'es' },
    });
    const first = spanish.json().data.questions[0];
    expect(first.text).not.toBe(full.body.data.questions[0].text);
    expect(first.response_options[0].label).not.toBe('Very Inaccurate');

    const bad = await call(
      app,
      ada,
      'GET',
      '/api/psychometric/assessment/questions?template_id=mbti',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('querystring.template_id');
  });

  it('creates once, saves answers as the player goes, resumes, and scores a complete form', async () => {
    const eligibility = await call(app, ada, 'GET', '/api/psychometric/assessment/eligibility');
    expect(eligibility.body.data).toMatchObject({
      eligible: true,
      action_required: null,
      in_progress_assessment_id: null,
      estimated_duration: 15,
    });

    const created = await call(app, ada, 'POST', '/api/psychometric/assessment/create', {
      template_id: 'big-five-short',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.assessment_id as string;
    // Begin twice: one attempt.
    const again = await call(app, ada, 'POST', '/api/psychometric/assessment/create', {
      template_id: 'big-five-short',
    });
    expect(again.body.data.assessment_id).toBe(id);

    const answers = carefulAnswers('big-five-short');
    const saved = await call(app, ada, 'PUT', `/api/psychometric/sessions/${id}/answers`, {
      answers: answers.slice(0, 20),
    });
    expect(saved.body.data).toEqual({ assessment_id: id, answered_count: 20 });
    // A changed answer replaces the first one.
    await call(app, ada, 'PUT', `/api/psychometric/sessions/${id}/answers`, {
      answers: [{ question_id: answers[0]!.question_id, score: 3 }],
    });
    const resumed = await call(app, ada, 'GET', `/api/psychometric/sessions/${id}`);
    expect(resumed.body.data.answers).toHaveLength(20);
    expect(resumed.body.data.answers).toContainEqual({
      question_id: answers[0]!.question_id,
      score: 3,
    });
    expect(
      (await call(app, ada, 'GET', '/api/psychometric/assessment/eligibility')).body.data
        .in_progress_assessment_id,
    ).toBe(id);

    // Bad answers are refused by field, and change nothing.
    const stranger = await call(app, ada, 'PUT', `/api/psychometric/sessions/${id}/answers`, {
      answers: [{ question_id: 'not-an-item', score: 3 }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details[0]).toEqual({
      field: 'body.answers.0.question_id',
      message: ASSESSMENT_MESSAGES.unknownQuestion,
    });
    const outOfRange = await call(app, ada, 'PUT', `/api/psychometric/sessions/${id}/answers`, {
      answers: [{ question_id: answers[1]!.question_id, score: 6 }],
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.details[0].field).toBe('body.answers.0.score');

    const incomplete = await call(app, ada, 'POST', '/api/psychometric/assessment/submit', {
      assessment_id: id,
      answers: answers.slice(20, 40),
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.details[0]).toEqual({
      field: 'body.answers',
      message: ASSESSMENT_MESSAGES.incomplete,
    });

    // Six minutes for 50 statements: read, not rushed.
    await later(6 * MINUTE);
    const submitted = await call(app, ada, 'POST', '/api/psychometric/assessment/submit', {
      assessment_id: id,
      answers: answers.slice(1),
    });
    expect(submitted.status).toBe(200);
    const results = submitted.body.data;
    expect(results).toMatchObject({
      assessment_id: id,
      template_id: 'big-five-short',
      time_taken_minutes: 6,
      is_valid: true,
      validity_notes: [],
      facet_scores: null,
      shared: false,
    });
    for (const trait of TRAITS) {
      expect(results.trait_scores[trait]).toBeGreaterThanOrEqual(0);
      expect(results.trait_scores[trait]).toBeLessThanOrEqual(100);
      expect(results.percentile_scores[trait]).toBeGreaterThanOrEqual(1);
      expect(results.trait_descriptions[trait].description.length).toBeGreaterThan(10);
      expect(results.trait_descriptions[trait].strengths.length).toBeGreaterThan(0);
    }
    expect(results.norm_group).toMatch(/21 to 40/);
    expect(results.career_suggestions.length).toBeGreaterThan(0);
    for (const career of results.career_suggestions) {
      expect(career.compatibility_score).toBeGreaterThanOrEqual(0);
      expect(career.compatibility_score).toBeLessThanOrEqual(5);
      expect(career.salary_range).toBeNull();
      expect(career.onet_url).toMatch(/^https:\/\/www\.onetonline\.org\//);
    }
    expect(results.learning_recommendations[0].evidence_note.length).toBeGreaterThan(20);
    expect(results.personality_type).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+$/);

    // Submitted once only.
    const twice = await call(app, ada, 'POST', '/api/psychometric/assessment/submit', {
      assessment_id: id,
      answers: [],
    });
    expect(twice.status).toBe(409);

    const latest = await call(app, ada, 'GET', '/api/psychometric/assessment/results');
    expect(latest.body.data.assessment_id).toBe(id);
    const career = await call(app, ada, 'GET', '/api/v1/psychometric/results');
    expect(career.body.data).toMatchObject({ assessment_id: id, is_valid: true });
  });

  it('keeps results private: another player finds neither the attempt nor its results', async () => {
    const [latest] = (await call(app, ada, 'GET', '/api/psychometric/assessment/history')).body.data
      .assessments;
    const id = latest.assessment_id as string;
    for (const url of [
      `/api/psychometric/assessment/results/${id}`,
      `/api/psychometric/sessions/${id}`,
    ])
      expect((await call(app, grace, 'GET', url)).status).toBe(404);
    expect(
      (
        await call(app, grace, 'PUT', `/api/psychometric/sessions/${id}/answers`, {
          answers: [{ question_id: getTemplate('big-five-short').items[0]!.id, score: 1 }],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(app, grace, 'PUT', `/api/psychometric/assessment/results/${id}/share`, {
          enabled: true,
        })
      ).status,
    ).toBe(404);
    expect((await call(app, grace, 'GET', '/api/psychometric/assessment/results')).status).toBe(
      404,
    );
    expect((await call(app, grace, 'GET', '/api/v1/psychometric/results')).body.data).toBeNull();
  });

  it('shares the traits only, by a link that stops working when turned off', async () => {
    const [latest] = (await call(app, ada, 'GET', '/api/psychometric/assessment/history')).body.data
      .assessments;
    const id = latest.assessment_id as string;
    const on = await call(app, ada, 'PUT', `/api/psychometric/assessment/results/${id}/share`, {
      enabled: true,
    });
    const url = on.body.data.share_url as string;
    expect(url).toMatch(/^\/shared\/assessment\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/').at(-1);
    const shared = await call(app, null, 'GET', `/api/psychometric/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(Object.keys(shared.body.data).sort()).toEqual(
      ['completed_at', 'levels', 'name', 'percentile_scores', 'trait_scores'].sort(),
    );
    expect(shared.body.data.name).toBe('Ada Lovelace');
    expect(
      (await call(app, ada, 'GET', `/api/psychometric/assessment/results/${id}`)).body.data.shared,
    ).toBe(true);

    await call(app, ada, 'PUT', `/api/psychometric/assessment/results/${id}/share`, {
      enabled: false,
    });
    expect((await call(app, null, 'GET', `/api/psychometric/shared/${token}`)).status).toBe(404);
  });

  it('flags answers given faster than a person can read, and straight-lined ones, in plain words', async () => {
    // Grace rushes the short form: everything 'Neither', in 20 seconds.
    const created = await call(app, grace, 'POST', '/api/psychometric/assessment/create', {
      template_id: 'big-five-short',
    });
    clock.advance(20_000);
    const rushed = await call(app, grace, 'POST', '/api/psychometric/assessment/submit', {
      assessment_id: created.body.data.assessment_id,
      answers: getTemplate('big-five-short').items.map((item) => ({
        question_id: item.id,
        score: 3,
      })),
    });
    expect(rushed.status).toBe(200);
    expect(rushed.body.data.is_valid).toBe(false);
    expect(
      rushed.body.data.validity_notes.map((note: { code: string }) => note.code).sort(),
    ).toEqual(['straight_lined', 'too_fast']);
    for (const note of rushed.body.data.validity_notes)
      expect(note.message.length).toBeGreaterThan(20);
  });

  it('allows a retake 30 days after the last, keeps the history, and trends across attempts', async () => {
    const refused = await call(app, ada, 'POST', '/api/psychometric/assessment/create', {
      template_id: 'big-five',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ASSESSMENT_MESSAGES.retakeLater);
    const eligibility = (await call(app, ada, 'GET', '/api/psychometric/assessment/eligibility'))
      .body.data;
    expect(eligibility).toMatchObject({ eligible: false, action_required: null });
    expect(new Date(eligibility.retake_available_at).getTime()).toBeGreaterThan(
      clock.now().getTime(),
    );

    await later(30 * DAY);
    const created = await call(app, ada, 'POST', '/api/psychometric/assessment/create', {
      template_id: 'big-five',
    });
    expect(created.status).toBe(200);
    await later(14 * MINUTE);
    const full = await call(app, ada, 'POST', '/api/psychometric/assessment/submit', {
      assessment_id: created.body.data.assessment_id,
      answers: carefulAnswers('big-five', -1),
    });
    expect(full.status).toBe(200);
    expect(full.body.data.is_valid).toBe(true);
    expect(Object.keys(full.body.data.facet_scores.openness)).toHaveLength(6);
    expect(full.body.data.facet_scores.openness[0].name).toBe('Imagination');

    const history = (await call(app, ada, 'GET', '/api/psychometric/assessment/history')).body.data;
    expect(history.assessments).toHaveLength(2);
    expect(history.assessments[0].assessment_id).toBe(created.body.data.assessment_id);
    expect(history.assessments[0].template_id).toBe('big-five');
    expect(history.assessments[1].template_id).toBe('big-five-short');
  });

  it('serves the career page: recommendations, skills and a learning plan', async () => {
    const page = await call(app, ada, 'GET', '/api/v1/career-intelligence/recommendations');
    expect(page.status).toBe(200);
    expect(page.body.data.recommendations.length).toBeGreaterThan(0);
    expect(page.body.data.recommendations[0]).toMatchObject({
      id: page.body.data.recommendations[0].code,
      growth_outlook: null,
      remote_friendly: null,
    });
    expect(page.body.data.learning_plan.weekly_rhythm.sessions_per_week).toBeGreaterThan(0);
    expect(page.body.data.attribution).toMatch(/O\*NET/);

    // Before a first assessment: no careers or plan, but the skills quizzes show already.
    const newcomer = await player(app, { name: 'Nell Newcomer' });
    const before = await call(app, newcomer, 'GET', '/api/v1/career-intelligence/recommendations');
    expect(before.body.data).toMatchObject({
      recommendations: [],
      skills: [],
      learning_plan: null,
      learning_style: null,
      assigned_path: null,
    });

    const style = await call(app, ada, 'GET', '/api/psychometric/insights/learning-style');
    expect(style.body.data.learning_style.evidence_note.length).toBeGreaterThan(20);
    const match = await call(app, ada, 'GET', '/api/psychometric/insights/career-match');
    expect(match.body.data.careers.length).toBeGreaterThan(0);
    expect(Object.keys(match.body.data.interests).sort()).toEqual(['A', 'C', 'E', 'I', 'R', 'S']);
  });

  describe('eligibility', () => {
    it('asks for a birth year once, and keeps it', async () => {
      const oauth = await player(app, { name: 'Olu Provider' });
      await app.database.db.update(users).set({ birthYear: null }).where(eq(users.id, oauth.id));
      const noYear = await call(app, oauth, 'GET', '/api/psychometric/assessment/eligibility');
      expect(noYear.body.data).toMatchObject({
        eligible: false,
        action_required: 'complete_age_verification',
        reason: ASSESSMENT_MESSAGES.needBirthYear,
      });
      expect(
        (await call(app, oauth, 'POST', '/api/psychometric/assessment/create', {})).status,
      ).toBe(403);

      // The registration rules apply: not in the future, and inside the user type's band.
      for (const birth_year of [2030, 1940]) {
        const refused = await call(app, oauth, 'PUT', '/api/auth/profile', { birth_year });
        expect(refused.status, String(birth_year)).toBe(400);
        expect(refused.body.details[0].field).toBe('body.birth_year');
      }
      const set = await call(app, oauth, 'PUT', '/api/auth/profile', { birth_year: 1985 });
      expect(set.status).toBe(200);
      expect(set.body.user.birth_year).toBe(1985);
      const change = await call(app, oauth, 'PUT', '/api/auth/profile', { birth_year: 2000 });
      expect(change.status).toBe(409);
      expect(change.body.details[0].field).toBe('body.birth_year');
      expect(
        (await call(app, oauth, 'GET', '/api/psychometric/assessment/eligibility')).body.data
          .eligible,
      ).toBe(true);
    });

    it('needs a parent’s consent under 16: asked by mail, granted, withdrawn (hiding the results)', async () => {
      const kim = await player(app, { name: 'Kim Lee', user_type: 'student', birth_year: 2012 });
      const refused = await call(app, kim, 'GET', '/api/psychometric/assessment/eligibility');
      expect(refused.body.data).toMatchObject({
        eligible: false,
        action_required: 'obtain_parental_consent',
      });
      expect((await call(app, kim, 'POST', '/api/psychometric/assessment/create', {})).status).toBe(
        403,
      );

      const badEmail = await call(app, kim, 'POST', '/api/psychometric/consent', {
        parent_email: 'not-an-address',
      });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.details[0].field).toBe('body.parent_email');

      // Not the player's own address.
      const own = await call(app, kim, 'POST', '/api/psychometric/consent', {
        parent_email: kim.email.toUpperCase(),
      });
      expect(own.status).toBe(400);
      expect(own.body.details[0]).toEqual({
        field: 'body.parent_email',
        message: ASSESSMENT_MESSAGES.consentOwnEmail,
      });

      const asked = await call(app, kim, 'POST', '/api/psychometric/consent', {
        parent_email: 'parent.lee@example.com',
      });
      expect(asked.body.data).toMatchObject({
        required: true,
        status: 'pending',
        parent_email: 'p***@example.com',
      });
      const mail = app.mail.at(-1)!;
      expect(mail).toMatchObject({ to: 'parent.lee@example.com', kind: 'parental-consent' });
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/consent\/parent\?token=/);
      expect(mail.text).toContain('Kim L.');
      const token = lastMailedToken(app, 'parent.lee@example.com');
      // Asking again at once is refused, so the form cannot flood a mailbox.
      expect(
        (
          await call(app, kim, 'POST', '/api/psychometric/consent', {
            parent_email: 'parent.lee@example.com',
          })
        ).status,
      ).toBe(429);
      expect(
        (await call(app, kim, 'GET', '/api/psychometric/assessment/eligibility')).body.data.reason,
      ).toBe(ASSESSMENT_MESSAGES.consentPending);

      const view = await call(app, null, 'GET', `/api/psychometric/consent/parent?token=${token}`);
      expect(view.body.data).toMatchObject({ child_name: 'Kim L.', status: 'pending' });
      const wrong = await call(
        app,
        null,
        'GET',
        `/api/psychometric/consent/parent?token=${'x'.repeat(43)}`,
      );
      expect(wrong.status).toBe(404);

      // A grant and a refusal sent at once: exactly one lands.
      const [granted, refusedAtOnce] = await Promise.all(
        (['grant', 'refuse'] as const).map((decision) =>
          call(app, null, 'POST', '/api/psychometric/consent/parent', { token, decision }),
        ),
      );
      expect([granted!.status, refusedAtOnce!.status].sort()).toEqual([200, 409]);
      if (granted!.status !== 200) throw new Error(`the refusal won: ${JSON.stringify(granted)}`);
      expect(granted!.body.data.status).toBe('granted');
      // A decision made is changed only by withdrawing.
      expect(
        (
          await call(app, null, 'POST', '/api/psychometric/consent/parent', {
            token,
            decision: 'refuse',
          })
        ).status,
      ).toBe(409);

      const created = await call(app, kim, 'POST', '/api/psychometric/assessment/create', {
        template_id: 'big-five-short',
      });
      expect(created.status).toBe(200);
      clock.advance(6 * MINUTE);
      await signInAgain(app, kim);
      const done = await call(app, kim, 'POST', '/api/psychometric/assessment/submit', {
        assessment_id: created.body.data.assessment_id,
        answers: carefulAnswers('big-five-short'),
      });
      expect(done.status).toBe(200);
      expect(done.body.data.norm_group).toMatch(/under 21/);
      // A parent consented to results private to their child: no share link.
      const share = await call(
        app,
        kim,
        'PUT',
        `/api/psychometric/assessment/results/${created.body.data.assessment_id}/share`,
        { enabled: true },
      );
      expect(share.status).toBe(403);
      expect(share.body.message).toBe(ASSESSMENT_MESSAGES.shareUnder16);

      const withdrawn = await call(app, null, 'POST', '/api/psychometric/consent/parent', {
        token,
        decision: 'withdraw',
      });
      expect(withdrawn.body.data.status).toBe('withdrawn');
      expect((await call(app, kim, 'GET', '/api/psychometric/assessment/results')).status).toBe(
        404,
      );
      expect(
        (
          await call(
            app,
            kim,
            'GET',
            `/api/psychometric/assessment/results/${created.body.data.assessment_id}`,
          )
        ).status,
      ).toBe(404);
      expect((await call(app, kim, 'GET', '/api/v1/psychometric/results')).body.data).toBeNull();
      expect(
        (await call(app, kim, 'GET', '/api/psychometric/assessment/history')).body.data.assessments,
      ).toEqual([]);
      // The answers are hidden too, and no attempt takes new ones.
      expect(
        (
          await call(
            app,
            kim,
            'GET',
            `/api/psychometric/sessions/${created.body.data.assessment_id}`,
          )
        ).status,
      ).toBe(404);
      expect((await call(app, kim, 'POST', '/api/psychometric/assessment/create', {})).status).toBe(
        403,
      );

      // The parent's answer stands: a new request may go to that parent only.
      clock.advance(10 * MINUTE);
      await signInAgain(app, kim);
      const elsewhere = await call(app, kim, 'POST', '/api/psychometric/consent', {
        parent_email: 'someone.else@example.com',
      });
      expect(elsewhere.status).toBe(409);
      expect(elsewhere.body.message).toBe(ASSESSMENT_MESSAGES.consentSameParent);
      const sameParent = await call(app, kim, 'POST', '/api/psychometric/consent', {
        parent_email: 'Parent.Lee@example.com',
      });
      expect(sameParent.body.data.status).toBe('pending');

      const trail = await app.database.db
        .select({ event: auditLog.event })
        .from(auditLog)
        .where(eq(auditLog.userId, kim.id));
      expect(trail.map((row) => row.event)).toEqual(
        expect.arrayContaining([
          'parental_consent_requested',
          'parental_consent_granted',
          'parental_consent_withdrawn',
        ]),
      );
    });

    it('tells an adult they need no consent', async () => {
      await signInAgain(app, grace);
      const view = await call(app, grace, 'GET', '/api/psychometric/consent');
      expect(view.body.data).toEqual({
        required: false,
        status: null,
        parent_email: null,
        requested_at: null,
        decided_at: null,
      });
      expect(
        (
          await call(app, grace, 'POST', '/api/psychometric/consent', {
            parent_email: 'someone@example.com',
          })
        ).status,
      ).toBe(409);
    });
  });
});
