import {
  dataExportListResponseSchema,
  dataExportResponseSchema,
  isExportPending,
  type DataExport,
} from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiBlob, apiFetch } from '../../../lib/api-client';

export const DATA_EXPORTS_KEY = ['privacy', 'exports'] as const;
/** How often the list is read again while an export is being made. */
export const EXPORT_POLL_MS = 3_000;

export const dataExportsApi = {
  /** GET /api/privacy/exports: the caller's exports, newest first. */
  list: async () =>
    dataExportListResponseSchema.parse(await apiFetch('/api/privacy/exports')).data.exports,
  /** POST /api/privacy/exports: asks for a new one (409 while one is made, 429 within a day). */
  request: async () =>
    dataExportResponseSchema.parse(await apiFetch('/api/privacy/exports', { method: 'POST' })).data
      .export,
  /** The ZIP, fetched with the bearer token (a plain link cannot carry it). */
  download: (id: string) => apiBlob(`/api/privacy/exports/${id}/download`),
};

/** The caller's exports, read again every few seconds while one is queued or building. */
export function useDataExports() {
  return useQuery({
    queryKey: DATA_EXPORTS_KEY,
    queryFn: dataExportsApi.list,
    refetchInterval: (query) =>
      (query.state.data as DataExport[] | undefined)?.some((item) => isExportPending(item.status))
        ? EXPORT_POLL_MS
        : false,
  });
}
