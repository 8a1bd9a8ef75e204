import type { AssessmentTemplateId } from '@quizarena/contracts';

/**
 * Every read lives under 'assessment', so a submission, a share or a consent change can mark
 * them all stale at once; the career page's reads sit under it too, since they follow the newest
 * result.
 */
export const assessmentKeys = {
  all: ['assessment'] as const,
  templates: () => ['assessment', 'templates'] as const,
  eligibility: () => ['assessment', 'eligibility'] as const,
  questions: (templateId: AssessmentTemplateId) => ['assessment', 'questions', templateId] as const,
  session: (id: string) => ['assessment', 'session', id] as const,
  /** One result, or the newest (`null`). */
  results: (id: string | null) => ['assessment', 'results', id ?? 'latest'] as const,
  history: () => ['assessment', 'history'] as const,
  consent: () => ['assessment', 'consent'] as const,
  parentConsent: (token: string) => ['assessment', 'parent-consent', token] as const,
  shared: (token: string) => ['assessment', 'shared', token] as const,
  careerProfile: () => ['assessment', 'career', 'profile'] as const,
  careerResults: () => ['assessment', 'career', 'results'] as const,
  careerRecommendations: () => ['assessment', 'career', 'recommendations'] as const,
};
