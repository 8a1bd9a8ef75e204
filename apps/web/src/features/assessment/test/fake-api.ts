import type {
  AssessmentAnswer,
  AssessmentEligibility,
  AssessmentHistoryEntry,
  AssessmentQuestion,
  AssessmentResults,
  AssessmentSession,
  AssessmentTemplateId,
  AssignedLearningPath,
  CareerAssessment,
  CareerRecommendation,
  KnowledgeEvidence,
  LearningPlan,
  LearningRecommendation,
  ParentalConsent,
  ParentConsentView,
  SharedAssessment,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { TEST_USER } from '../../../test/auth-state';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';
import {
  consent as consentOf,
  eligibility as eligibilityOf,
  FULL_QUESTIONS,
  ok,
  results as resultsOf,
  session as sessionOf,
  SHORT_QUESTIONS,
  TEMPLATES,
} from './fixtures';

export { json, refusal };

type Recommendations = {
  recommendations: CareerRecommendation[];
  skills: KnowledgeEvidence[];
  learning_plan: LearningPlan | null;
  learning_style: LearningRecommendation | null;
  attribution: string;
  assigned_path: AssignedLearningPath | null;
};

const RESULTS_NOT_FOUND = 'Results Not Found';
const BASE = '/api/psychometric';

/**
 * A stand-in for the assessment API over `fetch`, keeping the player's state as the server
 * would: eligibility, the forms and their questions, sessions with saved answers (create
 * answers the one in progress), submission into results, history, the share link, consent (the
 * player's and the parent's link) and the career page's three reads.
 */
export function fakeAssessmentApi(
  state: {
    eligibility?: AssessmentEligibility;
    sessions?: AssessmentSession[];
    results?: AssessmentResults[];
    history?: AssessmentHistoryEntry[];
    retakeAt?: string | null;
    consent?: ParentalConsent;
    parentViews?: Record<string, ParentConsentView>;
    shared?: Record<string, SharedAssessment>;
    careerResults?: CareerAssessment | null;
    recommendations?: Partial<Recommendations>;
    /** What submit answers, given the id (the default: results for that id). */
    scored?: (id: string) => AssessmentResults;
  } = {},
) {
  const sessions = new Map((state.sessions ?? []).map((item) => [item.assessment_id, item]));
  const results = new Map((state.results ?? []).map((item) => [item.assessment_id, item]));
  const parentViews = new Map(Object.entries(state.parentViews ?? {}));
  const shared = new Map(Object.entries(state.shared ?? {}));
  let consent = state.consent ?? consentOf({ required: false });
  const questions: Record<AssessmentTemplateId, AssessmentQuestion[]> = {
    'big-five': FULL_QUESTIONS,
    'big-five-short': SHORT_QUESTIONS,
  };
  const now = '2030-05-02T09:00:00.000Z';

  function route(method: string, url: URL, body: unknown): unknown {
    const path = url.pathname;
    const key = `${method} ${path}`;
    if (key === `GET ${BASE}/templates`) return ok({ templates: TEMPLATES });
    if (key === `GET ${BASE}/assessment/eligibility`)
      return ok(state.eligibility ?? eligibilityOf());
    if (key === `GET ${BASE}/assessment/questions`) {
      const template = (url.searchParams.get('template_id') ?? 'big-five') as AssessmentTemplateId;
      return ok({ template_id: template, questions: questions[template] });
    }
    if (key === `POST ${BASE}/assessment/create`) {
      const open = [...sessions.values()].find((item) => item.status === 'in_progress');
      if (open) return ok(open);
      const { template_id } = body as { template_id: AssessmentTemplateId };
      const created = sessionOf({ template_id });
      sessions.set(created.assessment_id, created);
      return ok(created);
    }
    if (key === `POST ${BASE}/assessment/submit`) {
      const { assessment_id, answers } = body as {
        assessment_id: string;
        answers: AssessmentAnswer[];
      };
      if (answers.length === 0) return refusal(400, 'No answers to submit', 'VALIDATION_FAILED');
      const scored = state.scored?.(assessment_id) ?? resultsOf({ assessment_id });
      results.set(assessment_id, scored);
      const held = sessions.get(assessment_id);
      if (held) sessions.set(assessment_id, { ...held, status: 'completed' });
      return ok(scored);
    }
    if (key === `GET ${BASE}/assessment/results`) {
      const latest = [...results.values()].at(-1);
      return latest ? ok(latest) : refusal(404, RESULTS_NOT_FOUND, 'NOT_FOUND');
    }
    if (key === `GET ${BASE}/assessment/history`)
      return ok({ assessments: state.history ?? [], retake_available_at: state.retakeAt ?? null });
    const share = /^\/api\/psychometric\/assessment\/results\/([^/]+)\/share$/.exec(path);
    if (share && method === 'PUT') {
      const held = results.get(share[1]!);
      if (!held) return refusal(404, RESULTS_NOT_FOUND, 'NOT_FOUND');
      const { enabled } = body as { enabled: boolean };
      const shareUrl = enabled ? '/shared/assessment/shared-token-1234' : null;
      results.set(held.assessment_id, { ...held, shared: enabled });
      return ok({ share_url: shareUrl });
    }
    const oneResult = /^\/api\/psychometric\/assessment\/results\/([^/]+)$/.exec(path);
    if (oneResult && method === 'GET') {
      const held = results.get(oneResult[1]!);
      return held ? ok(held) : refusal(404, RESULTS_NOT_FOUND, 'NOT_FOUND');
    }
    const answers = /^\/api\/psychometric\/sessions\/([^/]+)\/answers$/.exec(path);
    if (answers && method === 'PUT') {
      const held = sessions.get(answers[1]!);
      if (!held) return refusal(404, 'Assessment not found', 'NOT_FOUND');
      const merged = new Map(held.answers.map((item) => [item.question_id, item.score]));
      for (const item of (body as { answers: AssessmentAnswer[] }).answers)
        merged.set(item.question_id, item.score);
      const saved = [...merged].map(([question_id, score]) => ({ question_id, score }));
      sessions.set(held.assessment_id, { ...held, answers: saved });
      return ok({ assessment_id: held.assessment_id, answered_count: saved.length });
    }
    const oneSession = /^\/api\/psychometric\/sessions\/([^/]+)$/.exec(path);
    if (oneSession && method === 'GET') {
      const held = sessions.get(oneSession[1]!);
      return held ? ok(held) : refusal(404, 'Assessment not found', 'NOT_FOUND');
    }
    const sharedToken = /^\/api\/psychometric\/shared\/([^/]+)$/.exec(path);
    if (sharedToken && method === 'GET') {
      const held = shared.get(sharedToken[1]!);
      return held ? ok(held) : refusal(404, 'This link is not valid', 'NOT_FOUND');
    }
    if (key === `GET ${BASE}/consent`) return ok(consent);
    if (key === `POST ${BASE}/consent`) {
      const { parent_email } = body as { parent_email: string };
      consent = {
        ...consent,
        status: 'pending',
        parent_email: `${parent_email[0]}***@${parent_email.split('@')[1]}`,
        requested_at: now,
        decided_at: null,
      };
      return ok(consent);
    }
    if (key === `DELETE ${BASE}/consent`) {
      consent = { ...consent, status: 'withdrawn', decided_at: now };
      return ok(consent);
    }
    if (key === `GET ${BASE}/consent/parent`) {
      const held = parentViews.get(url.searchParams.get('token') ?? '');
      return held ? ok(held) : refusal(404, 'This consent link is not valid', 'NOT_FOUND');
    }
    if (key === `POST ${BASE}/consent/parent`) {
      const { token, decision } = body as { token: string; decision: string };
      const held = parentViews.get(token);
      if (!held) return refusal(404, 'This consent link is not valid', 'NOT_FOUND');
      const status = { grant: 'granted', refuse: 'refused', withdraw: 'withdrawn' }[decision] as
        'granted' | 'refused' | 'withdrawn';
      const updated = { ...held, status, decided_at: now };
      parentViews.set(token, updated);
      return ok(updated);
    }
    if (key === 'GET /api/v1/users/profile') return ok(TEST_USER);
    if (key === 'GET /api/v1/psychometric/results') return ok(state.careerResults ?? null);
    if (key === 'GET /api/v1/career-intelligence/recommendations')
      return ok({
        recommendations: [],
        skills: [],
        learning_plan: null,
        learning_style: null,
        attribution: 'O*NET 29.3',
        assigned_path: null,
        ...state.recommendations,
      });
    throw new Error(`unexpected call ${method} ${path}${url.search}`);
  }

  const api = fakeFetch(route);
  return { ...api, sessions, results, parentViews, consent: () => consent };
}

export type FakeAssessmentApi = ReturnType<typeof fakeAssessmentApi>;

/** The fake API, answering every `fetch` of the test (undone by `vi.unstubAllGlobals`). */
export function serveAssessment(...args: Parameters<typeof fakeAssessmentApi>): FakeAssessmentApi {
  const api = fakeAssessmentApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}
