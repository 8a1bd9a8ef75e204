import type {
  AdminCategory,
  AdminQuestion,
  AdminTopic,
  AdminCareerRecommendations,
  CareerAnalysis,
  OccupationProfile,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { fakeFetch, refusal } from '../../../test/fake-fetch';

export { refusal };

const STAMP = '2026-03-01T09:00:00.000Z';
export const SCIENCE_ID = '00000000-0000-4000-8000-0000000000c1';
export const HISTORY_ID = '00000000-0000-4000-8000-0000000000c2';
export const PHYSICS_ID = '00000000-0000-4000-8000-0000000000b1';
export const CHEMISTRY_ID = '00000000-0000-4000-8000-0000000000b2';
export const ADA_ID = '00000000-0000-4000-8000-00000000000a';

/** A question id from its number. */
export const questionId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function category(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: SCIENCE_ID,
    name: 'Science',
    slug: 'science',
    description: 'How things work',
    color: '#2563eb',
    icon: 'flask-conical',
    difficulty_level: 'intermediate',
    topic_count: 2,
    question_count: 30,
    estimated_time_minutes: 10,
    popularity_score: 0,
    is_active: true,
    sort_order: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function topic(overrides: Partial<AdminTopic> = {}): AdminTopic {
  return {
    id: PHYSICS_ID,
    category_id: SCIENCE_ID,
    name: 'Physics',
    slug: 'physics',
    description: null,
    icon: 'atom',
    icon_url: null,
    difficulty_level: 'advanced',
    question_count: 25,
    estimated_time_minutes: 8,
    completion_rate: 0,
    average_score: 0,
    language: 'en',
    is_active: true,
    sort_order: 0,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function question(n: number, overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id: questionId(n),
    topic_id: PHYSICS_ID,
    type: 'single',
    question_text: `Question number ${n}?`,
    options: [
      { id: `q${n}a`, option_text: `Right ${n}`, is_correct: true },
      { id: `q${n}b`, option_text: `Wrong ${n}`, is_correct: false },
    ],
    accepted_answers: [],
    max_typos: 0,
    explanation: `Because ${n}.`,
    image_url: null,
    image_alt: null,
    points: 10,
    difficulty: 'beginner',
    calibrated_difficulty: null,
    calibration_answers: 0,
    source: 'admin',
    language: 'en',
    is_active: true,
    created_at: STAMP,
    ...overrides,
  };
}

const ok = (data: unknown) => ({ success: true, data });

/**
 * The catalogue's admin calls over `fetch`, kept as the server keeps them: reads of every row,
 * writes that change the store (deletes hide), the questions paged (20) and searched by text,
 * and the bulk change. `fail` answers a call with a refusal instead, when it returns one.
 */
export function serveContent(
  state: {
    categories?: AdminCategory[];
    topics?: AdminTopic[];
    questions?: AdminQuestion[];
  } = {},
) {
  const categories = new Map((state.categories ?? [category()]).map((row) => [row.id, row]));
  const topics = new Map((state.topics ?? [topic()]).map((row) => [row.id, row]));
  const questions = new Map((state.questions ?? []).map((row) => [row.id, row]));
  let next = 100;
  const newId = () => questionId((next += 1));

  const api = fakeFetch((method, url, body) => {
    const path = url.pathname;
    const input = body as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (method === 'GET' && path === '/api/admin/content/categories')
      return ok({ categories: [...categories.values()] });
    if ((match = /^\/api\/admin\/content\/categories\/([^/]+)\/topics$/.exec(path))) {
      const owner = categories.get(match[1]!);
      if (!owner) return refusal(404, 'Category not found', 'NOT_FOUND');
      return ok({
        category: owner,
        topics: [...topics.values()].filter((row) => row.category_id === owner.id),
      });
    }
    if ((match = /^\/api\/admin\/content\/topics\/([^/]+)\/questions$/.exec(path))) {
      const owner = topics.get(match[1]!);
      if (!owner) return refusal(404, 'Topic not found', 'NOT_FOUND');
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      const rows = [...questions.values()].filter(
        (row) => row.topic_id === owner.id && row.question_text.toLowerCase().includes(search),
      );
      return ok({
        topic: owner,
        questions: rows.slice((page - 1) * size, page * size),
        pagination: {
          page,
          page_size: size,
          total: rows.length,
          total_pages: Math.ceil(rows.length / size),
        },
      });
    }
    if (method === 'POST' && path === '/api/admin/content/questions/bulk') {
      const ids = input.ids as string[];
      let changed = 0;
      for (const id of ids) {
        const row = questions.get(id)!;
        if (row.is_active !== input.is_active) changed += 1;
        questions.set(id, { ...row, is_active: input.is_active as boolean });
      }
      return ok({ questions: ids.map((id) => questions.get(id)), changed });
    }
    if (method === 'POST' && path === '/api/categories') {
      const row = category({ ...(input as Partial<AdminCategory>), id: newId() });
      categories.set(row.id, row);
      return ok({ category: row });
    }
    if (method === 'POST' && path === '/api/topics') {
      const row = topic({ ...(input as Partial<AdminTopic>), id: newId() });
      topics.set(row.id, row);
      return ok({ topic: row });
    }
    if (method === 'POST' && path === '/api/questions') {
      const options = (input.options as { option_text: string; is_correct: boolean }[]).map(
        (option, index) => ({ ...option, id: `new${index}` }),
      );
      const row = question(next, { ...(input as Partial<AdminQuestion>), options, id: newId() });
      questions.set(row.id, row);
      return ok({ question: row });
    }
    if ((match = /^\/api\/(categories|topics|questions)\/([^/]+)$/.exec(path))) {
      const [, kind, id] = match;
      const store = { categories, topics, questions }[kind!] as Map<string, { id: string }>;
      const row = store.get(id!);
      if (!row) return refusal(404, 'Not found', 'NOT_FOUND');
      const options = (input?.options as { id?: string }[] | undefined)?.map((option, index) => ({
        ...option,
        id: option.id ?? `edited${index}`,
      }));
      const changed =
        method === 'DELETE'
          ? { ...row, is_active: false }
          : { ...row, ...(input ?? {}), ...(options ? { options } : {}) };
      store.set(id!, changed);
      const key = { categories: 'category', topics: 'topic', questions: 'question' }[kind!]!;
      return ok({ [key]: changed });
    }
    throw new Error(`unexpected call ${method} ${path}`);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return { ...api, categories, topics, questions };
}

// ---- Careers ------------------------------------------------------------------------------

export function occupation(n: number, overrides: Partial<OccupationProfile> = {}) {
  return {
    code: `15-125${n}.00`,
    title: `Developer ${n}`,
    field: 'Computer and Mathematical',
    onet_description: `Builds programs, kind ${n}.`,
    onet_url: `https://www.onetonline.org/link/summary/15-125${n}.00`,
    hidden: false,
    description: null,
    note: null,
    updated_at: null,
    updated_by: null,
    ...overrides,
  } satisfies OccupationProfile;
}

export function careerView(
  overrides: Partial<AdminCareerRecommendations> = {},
): AdminCareerRecommendations {
  return {
    user: { id: ADA_ID, name: 'Ada Lovelace' },
    assessment: {
      assessment_id: '00000000-0000-4000-8000-0000000000e1',
      personality_type: 'Artistic-Investigative',
      learning_style: 'Exploratory',
      trait_scores: {
        openness: 90,
        conscientiousness: 60,
        extraversion: 40,
        agreeableness: 55,
        neuroticism: 30,
      },
      percentile_scores: {
        openness: 88,
        conscientiousness: 58,
        extraversion: 41,
        agreeableness: 50,
        neuroticism: 33,
      },
      completed_at: STAMP,
      is_valid: true,
    },
    recommendations: [1, 2].map((n) => {
      const one = occupation(n);
      return {
        id: one.code,
        code: one.code,
        title: one.title,
        field: one.field ?? '',
        description: one.onet_description,
        compatibility_score: n === 1 ? 4.5 : 4,
        salary_range: null,
        required_skills: [],
        missing_skills: [],
        growth_potential: null,
        job_zone: 4,
        hot_technologies: [],
        onet_url: one.onet_url,
        note: n === 1 ? 'Ask about placements.' : null,
        growth_outlook: null,
        remote_friendly: null,
      };
    }),
    skills: [],
    learning_plan: null,
    learning_style: null,
    attribution: 'Occupational data from O*NET 29.3',
    assigned_path: null,
    ...overrides,
  };
}

export function analysis(overrides: Partial<CareerAnalysis> = {}): CareerAnalysis {
  return {
    user: { id: ADA_ID, name: 'Ada Lovelace' },
    assessment: careerView().assessment,
    insights: {
      key_strengths: ['Curious about ideas'],
      growth_areas: ['Plan ahead'],
      summary: 'Interests lean Artistic-Investigative.',
      generated_by: 'rules-v1',
    },
    learning_style: {
      style: 'Exploratory',
      strategy: 'Follow your questions.',
      techniques: [],
      environment: {},
      time_management: [],
      evidence_note: 'Style matching has weak evidence.',
    },
    skills: [
      {
        area: 'Physics',
        answers: 12,
        accuracy: 0.75,
        shown: true,
        topics: [],
      },
    ],
    analyzed_at: STAMP,
    ...overrides,
  };
}

/**
 * The career calls over `fetch`, with the content reads the path picker uses: a player's view
 * (unknown ids 404), the analysis, assigning a path (it then shows in the view), and the
 * occupation list (found by title, filtered) with curation.
 */
export function serveCareers(
  state: { views?: AdminCareerRecommendations[]; occupations?: OccupationProfile[] } = {},
) {
  const views = new Map((state.views ?? [careerView()]).map((view) => [view.user.id, view]));
  const occupations = new Map(
    (state.occupations ?? [1, 2, 3].map((n) => occupation(n))).map((row) => [row.code, row]),
  );
  const content = {
    categories: [category(), category({ id: HISTORY_ID, name: 'History', is_active: false })],
    topics: [
      topic(),
      topic({ id: CHEMISTRY_ID, name: 'Chemistry' }),
      topic({ id: '00000000-0000-4000-8000-0000000000b3', name: 'Empty', question_count: 0 }),
    ],
  };

  const api = fakeFetch((method, url, body) => {
    const path = url.pathname;
    let match: RegExpExecArray | null;
    if (method === 'GET' && path === '/api/admin/content/categories')
      return ok({ categories: content.categories });
    if ((match = /^\/api\/admin\/content\/categories\/([^/]+)\/topics$/.exec(path)))
      return ok({
        category: content.categories.find((one) => one.id === match![1])!,
        topics: content.topics.filter((one) => one.category_id === match![1]),
      });
    if ((match = /^\/api\/admin\/career\/recommendations\/([^/]+)$/.exec(path))) {
      const view = views.get(match[1]!);
      return view ? ok(view) : refusal(404, 'User not found', 'NOT_FOUND');
    }
    if ((match = /^\/api\/admin\/ai\/analyze\/([^/]+)$/.exec(path)))
      return views.has(match[1]!) ? ok(analysis()) : refusal(404, 'User not found', 'NOT_FOUND');
    if (method === 'POST' && (match = /^\/api\/admin\/career\/path\/([^/]+)$/.exec(path))) {
      const input = body as { topic_ids: string[]; note: string | null };
      const path = {
        topics: input.topic_ids.map((id) => {
          const one = content.topics.find((row) => row.id === id)!;
          return {
            topic_id: id,
            name: one.name,
            category_id: one.category_id,
            category_name: 'Science',
          };
        }),
        note: input.note,
        assigned_at: '2026-03-02T10:00:00.000Z',
        assigned_by: { id: '00000000-0000-4000-8000-0000000000ad', name: 'Grace Admin' },
      };
      const view = views.get(match[1]!)!;
      views.set(view.user.id, { ...view, assigned_path: path });
      return ok({ path });
    }
    if (method === 'GET' && path === '/api/admin/career/occupations') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const filter = url.searchParams.get('filter') ?? 'all';
      const rows = [...occupations.values()].filter(
        (row) =>
          row.title.toLowerCase().includes(q) &&
          (filter === 'all' || (filter === 'hidden' ? row.hidden : row.updated_at !== null)),
      );
      return ok({
        occupations: rows,
        pagination: { page: 1, page_size: 25, total: rows.length, total_pages: 1 },
      });
    }
    if (method === 'PUT' && (match = /^\/api\/admin\/career\/profile\/([^/]+)$/.exec(path))) {
      const row = occupations.get(decodeURIComponent(match[1]!))!;
      const updated = {
        ...row,
        ...(body as object),
        updated_at: '2026-03-02T10:00:00.000Z',
        updated_by: { id: '00000000-0000-4000-8000-0000000000ad', name: 'Grace Admin' },
      };
      occupations.set(row.code, updated);
      return ok({ occupation: updated });
    }
    throw new Error(`unexpected call ${method} ${path}`);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return { ...api, views, occupations };
}
