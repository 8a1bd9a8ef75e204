import { randomUUID } from 'node:crypto';
import { TRAITS } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments } from '../../db/schema';
import { signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { expectFieldRefusals } from '../../test/refusals';
import { call, player, type Player } from '../messages/messages.test-helpers';

const ADMIN_EMAIL = 'career-admin@example.com';
const MISSING_USER = randomUUID();

type Method = 'GET' | 'POST' | 'PUT';
type Career = { code: string; description: string; note: string | null };
type AuditRow = {
  event: string;
  user: { id: string } | null;
  actor: { id: string } | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
};

/** A completed short-form result with these percentiles (scores alike), as submission stores it. */
async function completedAssessment(app: TestApp, userId: string, percentile: number) {
  const perTrait = Object.fromEntries(TRAITS.map((trait) => [trait, percentile]));
  // Openness and extraversion high, so the interests lean somewhere and the list is stable.
  const lean = { ...perTrait, openness: 90, extraversion: 80 };
  await app.database.db.insert(assessments).values({
    userId,
    templateId: 'big-five-short',
    status: 'completed',
    answers: {},
    startedAt: new Date(Date.now() - 600_000),
    completedAt: new Date(),
    ageAtCompletion: 30,
    result: {
      traitScores: lean,
      percentiles: lean,
      facets: null,
      validity: [],
      normGroup: 'test',
    },
    isValid: true,
  });
}

describe('the admin console’s career calls', () => {
  let app: TestApp;
  let admin: Player;
  let ada: Player;
  let grace: Player;
  let moderator: Player;
  let topics: { id: string }[];
  let hiddenTopicId: string;

  const as = (who: Player | null, method: Method, url: string, payload?: unknown) =>
    call(app, who, method, url, payload);
  const careerPage = async (who: Player) =>
    (await as(who, 'GET', '/api/v1/career-intelligence/recommendations')).body.data;
  const auditOf = async (event: string): Promise<AuditRow[]> =>
    (await as(admin, 'GET', `/api/admin/audit-log?event=${event}`)).body.data.entries;

  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
    // Staff routes want the second factor: the admin signs in with a code.
    const staff = await signUpStaff(app, { email: ADMIN_EMAIL, name: 'Ada Admin' });
    admin = {
      id: staff.user.id,
      name: 'Ada Admin',
      email: staff.email,
      password: staff.password,
      headers: staff.headers,
    };
    ada = await player(app, { name: 'Ada Lovelace' });
    grace = await player(app, { name: 'Grace Hopper' });
    const mod = await signUpStaff(app, { name: 'Mo Moderator' }, { role: 'moderator' });
    moderator = {
      id: mod.user.id,
      name: 'Mo Moderator',
      email: mod.email,
      password: mod.password,
      headers: mod.headers,
    };
    await completedAssessment(app, ada.id, 60);

    const db = app.database.db;
    const category = await buildCategory(db, { name: 'Path Category' });
    topics = [];
    for (const name of ['Path One', 'Path Two', 'Path Three']) {
      const topic = await buildTopic(db, category.id, { name });
      await buildQuestions(db, topic.id, 3);
      topics.push(topic);
    }
    const hidden = await buildTopic(db, category.id, { name: 'Path Hidden', isActive: false });
    await buildQuestions(db, hidden.id, 3);
    hiddenTopicId = hidden.id;
  });
  afterAll(() => app.close());

  describe('access', () => {
    const operations = (): [Method, string, unknown?][] => [
      ['GET', `/api/admin/career/recommendations/${ada.id}`],
      ['PUT', '/api/admin/career/profile/15-1252.00', { hidden: true }],
      ['POST', `/api/admin/career/path/${ada.id}`, { topic_ids: [topics[0]!.id] }],
      ['POST', `/api/admin/ai/analyze/${ada.id}`],
      ['GET', '/api/admin/career/occupations'],
    ];

    it('answers 401 without a session and 403 to a player or moderator, before validation', async () => {
      for (const [method, url, body] of operations()) {
        expect((await as(null, method, url, body)).status, `${method} ${url}`).toBe(401);
        for (const who of [ada, moderator]) {
          const refused = await as(who, method, url, body);
          expect(refused.status, `${method} ${url}`).toBe(403);
          expect(refused.body).not.toHaveProperty('data');
          // Junk gets the same answer: the role is checked before the schema.
          const junk = await as(who, method, url, method === 'GET' ? undefined : { junk: 1 });
          expect(junk.status).toBe(403);
        }
      }
      // Nothing the refused calls asked for happened.
      expect((await careerPage(ada)).assigned_path).toBeNull();
      expect(await auditOf('career_profile_curated')).toEqual([]);
    });
  });

  describe('GET /api/admin/career/recommendations/{id}', () => {
    it('shows a player’s career page as they see it, with their newest result', async () => {
      const response = await as(admin, 'GET', `/api/admin/career/recommendations/${ada.id}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const view = response.body.data;
      const own = await careerPage(ada);
      expect(view.user).toEqual({ id: ada.id, name: 'Ada Lovelace' });
      expect(view.assessment).toMatchObject({ is_valid: true, trait_scores: { openness: 90 } });
      expect(view.recommendations.map((career: Career) => career.code)).toEqual(
        own.recommendations.map((career: Career) => career.code),
      );
      expect(view.learning_plan).toEqual(own.learning_plan);
      expect(view.attribution).toMatch(/O\*NET/);
      expect(view.assigned_path).toBeNull();
    });

    it('shows a player without a result only what their quizzes show', async () => {
      const view = (await as(admin, 'GET', `/api/admin/career/recommendations/${grace.id}`)).body
        .data;
      expect(view).toMatchObject({
        user: { id: grace.id, name: 'Grace Hopper' },
        assessment: null,
        recommendations: [],
        learning_plan: null,
        assigned_path: null,
      });
    });

    it('answers 404 for an unknown user and 400 naming a malformed id', async () => {
      const missing = await as(admin, 'GET', `/api/admin/career/recommendations/${MISSING_USER}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('User not found');
      await expectFieldRefusals(
        (url) => app.inject({ method: 'GET', url, headers: admin.headers }),
        [['/api/admin/career/recommendations/not-a-user', 'params.id']],
      );
    });
  });

  describe('PUT /api/admin/career/profile/{id}', () => {
    it('hides an occupation from matching and edits what players read of another', async () => {
      const before = (await careerPage(ada)).recommendations as Career[];
      const [first, second] = before;

      const hidden = await as(admin, 'PUT', `/api/admin/career/profile/${first!.code}`, {
        hidden: true,
      });
      expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
      expect(hidden.body.data.occupation).toMatchObject({
        code: first!.code,
        hidden: true,
        description: null,
        note: null,
        updated_by: { id: admin.id, name: 'Ada Admin' },
      });
      const edited = await as(admin, 'PUT', `/api/admin/career/profile/${second!.code}`, {
        hidden: false,
        description: 'Curated: what this job is really like.',
        note: 'Ask the careers office about placements.',
      });
      expect(edited.body.data.occupation).toMatchObject({
        hidden: false,
        description: 'Curated: what this job is really like.',
        onet_description: second!.description,
      });

      // The player's matches: the hidden one gone, the edited one in its words.
      const after = (await careerPage(ada)).recommendations as Career[];
      expect(after.map((career) => career.code)).not.toContain(first!.code);
      expect(after[0]).toMatchObject({
        code: second!.code,
        description: 'Curated: what this job is really like.',
        note: 'Ask the careers office about placements.',
      });
      expect(after.filter((career) => career.code !== second!.code).every((c) => !c.note)).toBe(
        true,
      );
      // The results page's career suggestions follow the same curation.
      const match = (await as(ada, 'GET', '/api/psychometric/insights/career-match')).body.data;
      expect(match.careers.map((career: Career) => career.code)).not.toContain(first!.code);

      // Shown again: back in the matches.
      await as(admin, 'PUT', `/api/admin/career/profile/${first!.code}`, { hidden: false });
      expect((await careerPage(ada)).recommendations[0].code).toBe(first!.code);
    });

    it('writes each curation to the audit log with the admin, the address, before and after', async () => {
      const code = '11-1011.00';
      await as(admin, 'PUT', `/api/admin/career/profile/${code}`, { hidden: true, note: 'Rare' });
      await as(admin, 'PUT', `/api/admin/career/profile/${code}`, { hidden: false });
      const entries = (await auditOf('career_profile_curated')).filter(
        (entry) => entry.detail?.code === code,
      );
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatchObject({
        actor: { id: admin.id },
        user: null,
        ip: '127.0.0.1',
        detail: { before: null, after: { hidden: true, description: null, note: 'Rare' } },
      });
      expect(entries[0]!.detail).toEqual({
        code,
        before: { hidden: true, description: null, note: 'Rare' },
        after: { hidden: false, description: null, note: null },
      });
    });

    it('answers 404 for a code O*NET lacks and 400 naming bad fields, changing nothing', async () => {
      const missing = await as(admin, 'PUT', '/api/admin/career/profile/99-9999.99', {
        hidden: true,
      });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Occupation not found');
      const cases: [string, unknown, string][] = [
        ['nonsense', { hidden: true }, 'params.id'],
        ['15-1252', { hidden: true }, 'params.id'],
        ['15-1252.00', {}, 'body.hidden'],
        ['15-1252.00', { hidden: 'yes' }, 'body.hidden'],
        ['15-1252.00', { hidden: true, description: '   ' }, 'body.description'],
        ['15-1252.00', { hidden: true, note: 'x'.repeat(501) }, 'body.note'],
        ['15-1252.00', { hidden: true, description: 'a\u0000b' }, 'body.description'],
        ['15-1252.00', { hidden: true, rank: 1 }, 'body'],
      ];
      await expectFieldRefusals(
        (index) => {
          const [code, body] = cases[Number(index)]!;
          return app.inject({
            method: 'PUT',
            url: `/api/admin/career/profile/${code}`,
            headers: admin.headers,
            payload: body as object,
          });
        },
        cases.map(([, , field], index) => [String(index), field]),
      );
      const listed = await as(admin, 'GET', '/api/admin/career/occupations?q=15-1252.00');
      expect(listed.body.data.occupations[0]).toMatchObject({ code: '15-1252.00', hidden: false });
      expect(listed.body.data.occupations[0].updated_at).toBeNull();
    });
  });

  describe('GET /api/admin/career/occupations', () => {
    it('pages the occupations by title, found by title (accents ignored) or code', async () => {
      const first = (await as(admin, 'GET', '/api/admin/career/occupations?page_size=5')).body.data;
      expect(first.occupations).toHaveLength(5);
      expect(first.pagination).toMatchObject({ page: 1, page_size: 5 });
      expect(first.pagination.total).toBeGreaterThan(900);
      const titles = first.occupations.map((o: { title: string }) => o.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));

      const software = (await as(admin, 'GET', '/api/admin/career/occupations?q=SOFTWARE')).body
        .data.occupations;
      expect(software.map((o: { code: string }) => o.code)).toContain('15-1252.00');
      expect(software[0].onet_url).toMatch(/^https:\/\/www\.onetonline\.org\//);
      const byCode = (await as(admin, 'GET', '/api/admin/career/occupations?q=15-12')).body.data
        .occupations;
      expect(byCode.every((o: { code: string }) => o.code.startsWith('15-12'))).toBe(true);
    });

    it('narrows to curated or hidden occupations', async () => {
      await as(admin, 'PUT', '/api/admin/career/profile/13-2011.00', { hidden: true });
      await as(admin, 'PUT', '/api/admin/career/profile/13-2051.00', {
        hidden: false,
        note: 'Kept',
      });
      const hidden = (await as(admin, 'GET', '/api/admin/career/occupations?filter=hidden')).body
        .data.occupations as { code: string; hidden: boolean }[];
      expect(hidden.map((o) => o.code)).toContain('13-2011.00');
      expect(hidden.every((o) => o.hidden)).toBe(true);
      const curated = (await as(admin, 'GET', '/api/admin/career/occupations?filter=curated')).body
        .data.occupations as { code: string }[];
      expect(curated.map((o) => o.code)).toEqual(
        expect.arrayContaining(['13-2011.00', '13-2051.00']),
      );
      await expectFieldRefusals(
        (url) => app.inject({ method: 'GET', url, headers: admin.headers }),
        [
          ['/api/admin/career/occupations?filter=secret', 'querystring.filter'],
          ['/api/admin/career/occupations?page=0', 'querystring.page'],
          ['/api/admin/career/occupations?page_size=101', 'querystring.page_size'],
          ['/api/admin/career/occupations?sort=title', 'querystring'],
        ],
      );
    });
  });

  describe('POST /api/admin/career/path/{id}', () => {
    it('assigns a path the player sees on their career page, notifies them, and audits it', async () => {
      const ids = [topics[1]!.id, topics[0]!.id];
      const assigned = await as(admin, 'POST', `/api/admin/career/path/${grace.id}`, {
        topic_ids: ids,
        note: 'Start with the second one.',
      });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      expect(assigned.body.data.path).toMatchObject({
        topics: [
          { topic_id: ids[0], name: 'Path Two', category_name: 'Path Category' },
          { topic_id: ids[1], name: 'Path One' },
        ],
        note: 'Start with the second one.',
        assigned_by: { id: admin.id, name: 'Ada Admin' },
      });

      // Her career page shows it even without an assessment, without who assigned it.
      const page = await careerPage(grace);
      expect(page.learning_plan).toBeNull();
      expect(page.assigned_path).toEqual({
        topics: assigned.body.data.path.topics,
        note: 'Start with the second one.',
        assigned_at: assigned.body.data.path.assigned_at,
      });
      const staffView = (await as(admin, 'GET', `/api/admin/career/recommendations/${grace.id}`))
        .body.data;
      expect(staffView.assigned_path).toEqual(assigned.body.data.path);

      const inbox = (await as(grace, 'GET', '/api/social/notifications')).body.data;
      expect(inbox.notifications[0]).toMatchObject({
        kind: 'learning_path_assigned',
        actor: { user_id: admin.id },
        data: { topic_count: 2, note: 'Start with the second one.' },
        is_read: false,
      });

      const [entry] = await auditOf('learning_path_assigned');
      expect(entry).toMatchObject({
        user: { id: grace.id },
        actor: { id: admin.id },
        ip: '127.0.0.1',
        detail: { before: null, after: { topic_ids: ids, note: 'Start with the second one.' } },
      });

      // A new path replaces it; the audit keeps both.
      await as(admin, 'POST', `/api/admin/career/path/${grace.id}`, { topic_ids: [ids[1]] });
      expect((await careerPage(grace)).assigned_path).toMatchObject({
        topics: [{ topic_id: ids[1] }],
        note: null,
      });
      const [latest] = await auditOf('learning_path_assigned');
      expect(latest!.detail).toEqual({
        before: { topic_ids: ids, note: 'Start with the second one.' },
        after: { topic_ids: [ids[1]], note: null },
      });
    });

    it('leaves out a topic turned off since it was assigned', async () => {
      const db = app.database.db;
      const category = await buildCategory(db);
      const fading = await buildTopic(db, category.id, { name: 'Fading' });
      await buildQuestions(db, fading.id, 2);
      await as(admin, 'POST', `/api/admin/career/path/${ada.id}`, {
        topic_ids: [fading.id, topics[2]!.id],
      });
      await app.inject({
        method: 'DELETE',
        url: `/api/topics/${fading.id}`,
        headers: admin.headers,
      });
      expect((await careerPage(ada)).assigned_path.topics).toEqual([
        expect.objectContaining({ topic_id: topics[2]!.id }),
      ]);
    });

    it('answers 404 for an unknown user and 400 naming bad fields, changing nothing', async () => {
      const missing = await as(admin, 'POST', `/api/admin/career/path/${MISSING_USER}`, {
        topic_ids: [topics[0]!.id],
      });
      expect(missing.status).toBe(404);
      const notificationsBefore = (await as(ada, 'GET', '/api/social/notifications')).body.data
        .total;
      const auditBefore = (await auditOf('learning_path_assigned')).length;
      const pathBefore = (await careerPage(ada)).assigned_path;
      const first = topics[0]!.id;
      const cases: [unknown, string][] = [
        [{}, 'body.topic_ids'],
        [{ topic_ids: [] }, 'body.topic_ids'],
        [{ topic_ids: [first, first] }, 'body.topic_ids'],
        [{ topic_ids: Array.from({ length: 21 }, () => randomUUID()) }, 'body.topic_ids'],
        [{ topic_ids: ['topic'] }, 'body.topic_ids.0'],
        [{ topic_ids: [first, hiddenTopicId] }, 'body.topic_ids.1'],
        [{ topic_ids: [randomUUID()] }, 'body.topic_ids.0'],
        [{ topic_ids: [first], note: '' }, 'body.note'],
        [{ topic_ids: [first], note: 'n'.repeat(501) }, 'body.note'],
        [{ topic_ids: [first], due: 'friday' }, 'body'],
      ];
      await expectFieldRefusals(
        (index) =>
          app.inject({
            method: 'POST',
            url: `/api/admin/career/path/${ada.id}`,
            headers: admin.headers,
            payload: cases[Number(index)]![0] as object,
          }),
        cases.map(([, field], index) => [String(index), field]),
      );
      const unplayable = await as(admin, 'POST', `/api/admin/career/path/${ada.id}`, {
        topic_ids: [first, hiddenTopicId],
      });
      expect(unplayable.body.details).toEqual([
        { field: 'body.topic_ids.1', message: 'Topic not found or not playable' },
      ]);
      expect((await careerPage(ada)).assigned_path).toEqual(pathBefore);
      expect((await auditOf('learning_path_assigned')).length).toBe(auditBefore);
      expect((await as(ada, 'GET', '/api/social/notifications')).body.data.total).toBe(
        notificationsBefore,
      );
    });
  });

  describe('POST /api/admin/ai/analyze/{id}', () => {
    it('reads the player’s result and play by the rules, and records the look in the audit log', async () => {
      const response = await as(admin, 'POST', `/api/admin/ai/analyze/${ada.id}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const analysis = response.body.data;
      expect(analysis.user).toEqual({ id: ada.id, name: 'Ada Lovelace' });
      expect(analysis.insights.generated_by).toBe('rules-v1');
      expect(analysis.insights.key_strengths.length).toBeGreaterThan(0);
      expect(analysis.learning_style.evidence_note.length).toBeGreaterThan(20);
      expect(Array.isArray(analysis.skills)).toBe(true);
      // The same provider as the player's own results page.
      const results = (await as(ada, 'GET', '/api/psychometric/assessment/results')).body.data;
      expect(analysis.insights).toEqual(results.ai_insights);
      expect(analysis.assessment.assessment_id).toBe(results.assessment_id);

      const [entry] = await auditOf('career_analysis_run');
      expect(entry).toMatchObject({
        user: { id: ada.id },
        actor: { id: admin.id },
        ip: '127.0.0.1',
        detail: { assessment_id: results.assessment_id, generated_by: 'rules-v1' },
      });
    });

    it('writes the texts in the reader’s language', async () => {
      const spanish = await app.inject({
        method: 'POST',
        url: `/api/admin/ai/analyze/${ada.id}`,
        headers: { ...admin.headers, 'accept-language': 'es' },
      });
      const english = (await as(admin, 'POST', `/api/admin/ai/analyze/${ada.id}`)).body.data;
      expect(spanish.json().data.insights.summary).not.toBe(english.insights.summary);
    });

    it('analyses play alone before an assessment, and answers 404 for an unknown user', async () => {
      const analysis = (await as(admin, 'POST', `/api/admin/ai/analyze/${grace.id}`)).body.data;
      expect(analysis).toMatchObject({
        assessment: null,
        insights: null,
        learning_style: null,
        skills: [],
      });
      expect((await as(admin, 'POST', `/api/admin/ai/analyze/${MISSING_USER}`)).status).toBe(404);
      const bad = await as(admin, 'POST', '/api/admin/ai/analyze/12');
      expect(bad.status).toBe(400);
      expect(bad.body.details[0].field).toBe('params.id');
    });
  });
});
