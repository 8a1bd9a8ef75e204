import type { AdminTimeframe, ModerationKind } from '@quizarena/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  getAnalyticsContent,
  getAnalyticsDashboard,
  getAnalyticsEconomy,
  getAnalyticsUsers,
} from './analytics';
import { getAuditLog, type AuditFilters } from './audit-log';
import { getCareerView, getOccupations, type OccupationQuery } from './careers';
import { getCategories, getQuestions, getTopics, type QuestionPageQuery } from './content';
import { getModerationItem, getModerationQueue } from './moderation';
import { getUser, getUsers, type UserFilters } from './users';

export const adminKeys = {
  all: ['admin'] as const,
  auditLog: (filters: AuditFilters) => ['admin', 'audit-log', filters] as const,
  /** Every account read: the search pages and each account (a change refreshes them all). */
  users: ['admin', 'users'] as const,
  userList: (filters: UserFilters, page: number) =>
    ['admin', 'users', 'list', filters, page] as const,
  user: (id: string) => ['admin', 'users', 'one', id] as const,
  content: ['admin', 'content'] as const,
  categories: ['admin', 'content', 'categories'] as const,
  topics: (categoryId: string) => ['admin', 'content', 'topics', categoryId] as const,
  questions: (topicId: string, query: QuestionPageQuery) =>
    ['admin', 'content', 'questions', topicId, query] as const,
  /** Every career read: a curation changes every player's matches. */
  careers: ['admin', 'career'] as const,
  career: (userId: string) => ['admin', 'career', 'user', userId] as const,
  occupations: (query: OccupationQuery) => ['admin', 'career', 'occupations', query] as const,
  /** Every moderation read: the queue under each filter and each item (a decision refreshes all). */
  moderation: ['admin', 'moderation'] as const,
  moderationQueue: (kind: ModerationKind | null) => ['admin', 'moderation', 'queue', kind] as const,
  moderationItem: (id: string) => ['admin', 'moderation', 'item', id] as const,
  analyticsDashboard: ['admin', 'analytics', 'dashboard'] as const,
  analyticsReport: (report: string, timeframe: AdminTimeframe) =>
    ['admin', 'analytics', report, timeframe] as const,
};

/** The audit log under these filters, a page at a time (Load more asks for the next). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog(filters),
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** One page of the accounts found; the page shown stays while the next one loads. */
export function useUsers(filters: UserFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.userList(filters, page),
    queryFn: ({ signal }) => getUsers(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One account as the console shows it. */
export function useUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

/** Every category, inactive ones included. */
export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
  });
}

/** A category and all its topics; nothing is asked for without an id. */
export function useAdminTopics(categoryId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.topics(categoryId ?? ''),
    queryFn: ({ signal }) => getTopics(categoryId!, signal),
    enabled: Boolean(categoryId),
  });
}

/** A page of a topic's questions; the last page stays on screen while the next loads. */
export function useAdminQuestions(topicId: string, query: QuestionPageQuery) {
  return useQuery({
    queryKey: adminKeys.questions(topicId, query),
    queryFn: ({ signal }) => getQuestions(topicId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The moderation queue, oldest first, of one kind or all; the list shown stays while another loads. */
export function useModerationQueue(kind: ModerationKind | null) {
  return useQuery({
    queryKey: adminKeys.moderationQueue(kind),
    queryFn: ({ signal }) => getModerationQueue(kind, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * A catalogue write: every content read is asked again after it, since one write changes
 * counters up the tree (a question's topic and category).
 */
export function useContentWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.content }),
  });
}

/** A player's career page as the console shows it; nothing is asked for without an id. */
export function useCareerView(userId: string | null) {
  return useQuery({
    queryKey: adminKeys.career(userId ?? ''),
    queryFn: ({ signal }) => getCareerView(userId!, signal),
    enabled: userId !== null,
  });
}

/** A page of occupations with their curation. */
export function useOccupations(query: OccupationQuery) {
  return useQuery({
    queryKey: adminKeys.occupations(query),
    queryFn: ({ signal }) => getOccupations(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One moderation item with everything a moderator decides on. */
export function useModerationItem(id: string) {
  return useQuery({
    queryKey: adminKeys.moderationItem(id),
    queryFn: ({ signal }) => getModerationItem(id, signal),
  });
}

/** The analytics overview. */
export function useAnalyticsDashboard() {
  return useQuery({
    queryKey: adminKeys.analyticsDashboard,
    queryFn: ({ signal }) => getAnalyticsDashboard(signal),
  });
}

const ANALYTICS_REPORTS = {
  users: getAnalyticsUsers,
  content: getAnalyticsContent,
  economy: getAnalyticsEconomy,
};
export type AnalyticsReport = keyof typeof ANALYTICS_REPORTS;
type ReportData<R extends AnalyticsReport> = Awaited<ReturnType<(typeof ANALYTICS_REPORTS)[R]>>;

/** An analytics report over `timeframe`; the one shown stays while another timeframe loads. */
export function useAnalyticsReport<R extends AnalyticsReport>(
  report: R,
  timeframe: AdminTimeframe,
) {
  return useQuery({
    queryKey: adminKeys.analyticsReport(report, timeframe),
    queryFn: ({ signal }) => ANALYTICS_REPORTS[report](timeframe, signal) as Promise<ReportData<R>>,
    placeholderData: keepPreviousData,
  });
}
