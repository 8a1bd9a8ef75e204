import { useInfiniteQuery } from '@tanstack/react-query';
import { getAuditLog, type AuditFilters } from './audit-log';

export const adminKeys = {
  all: ['admin'] as const,
  auditLog: (filters: AuditFilters) => ['admin', 'audit-log', filters] as const,
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
