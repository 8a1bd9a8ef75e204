import type { AssessmentTemplateId } from '@quizarena/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import {
  getEligibility,
  getHistory,
  getQuestions,
  getResults,
  getSession,
  getSharedAssessment,
  getTemplates,
} from './assessment';
import { getCareerProfile, getCareerRecommendations, getCareerResults } from './career';
import { getConsent, getParentConsent } from './consent';
import { assessmentKeys } from './keys';

/** A refusal that means there is nothing there (404, or 400 for an id of the wrong shape). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function useTemplates() {
  return useQuery({
    queryKey: assessmentKeys.templates(),
    queryFn: ({ signal }) => getTemplates(signal),
  });
}

/**
 * Read fresh on every visit (it changes with a submission, a consent or a birth year), but not
 * again while the page is open: the steps follow the answer they started from.
 */
export function useEligibility() {
  return useQuery({
    queryKey: assessmentKeys.eligibility(),
    queryFn: ({ signal }) => getEligibility(signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useQuestions(templateId: AssessmentTemplateId) {
  return useQuery({
    queryKey: assessmentKeys.questions(templateId),
    queryFn: ({ signal }) => getQuestions(templateId, signal),
    staleTime: Infinity,
  });
}

/** The session to resume (null: none), read fresh so its saved answers are the latest. */
export function useSession(id: string | null) {
  return useQuery({
    queryKey: assessmentKeys.session(id ?? ''),
    queryFn: ({ signal }) => getSession(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** One result (or the newest, for null); `enabled` false asks nothing. */
export function useResults(id: string | null, enabled = true) {
  return useQuery({
    queryKey: assessmentKeys.results(id),
    queryFn: ({ signal }) => getResults(id, signal),
    enabled,
  });
}

export function useHistory() {
  return useQuery({
    queryKey: assessmentKeys.history(),
    queryFn: ({ signal }) => getHistory(signal),
  });
}

export function useConsent() {
  return useQuery({
    queryKey: assessmentKeys.consent(),
    queryFn: ({ signal }) => getConsent(signal),
    staleTime: 0,
  });
}

export function useParentConsent(token: string, enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.parentConsent(token),
    queryFn: ({ signal }) => getParentConsent(token, signal),
    enabled,
  });
}

export function useSharedAssessment(token: string) {
  return useQuery({
    queryKey: assessmentKeys.shared(token),
    queryFn: ({ signal }) => getSharedAssessment(token, signal),
  });
}

/** The career page's three reads. */
export function useCareerData() {
  return {
    profile: useQuery({
      queryKey: assessmentKeys.careerProfile(),
      queryFn: ({ signal }) => getCareerProfile(signal),
    }),
    results: useQuery({
      queryKey: assessmentKeys.careerResults(),
      queryFn: ({ signal }) => getCareerResults(signal),
    }),
    recommendations: useQuery({
      queryKey: assessmentKeys.careerRecommendations(),
      queryFn: ({ signal }) => getCareerRecommendations(signal),
    }),
  };
}

/**
 * A submission or a consent change moves every read here (eligibility, history, the career
 * page): mark them stale without reading now, so the page shown keeps its state and the next
 * visit reads afresh.
 */
export function markAssessmentStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: assessmentKeys.all, refetchType: 'none' });
}
