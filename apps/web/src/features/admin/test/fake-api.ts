import type { AuditLogEntry } from '@quizarena/contracts';
import { vi } from 'vitest';
import { fakeFetch, refusal } from '../../../test/fake-fetch';

export { refusal };

export const ADMIN_ID = '00000000-0000-4000-8000-0000000000ad';
export const ADA_ID = '00000000-0000-4000-8000-00000000000a';

/** Entry `n` (higher is newer): about Ada unless `overrides` say otherwise. */
export function auditEntry(n: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: n,
    at: new Date(Date.UTC(2026, 2, 1, 9, 0, n)).toISOString(),
    event: 'sign_in',
    user: { id: ADA_ID, name: 'Ada Player' },
    actor: null,
    ip: '203.0.113.7',
    detail: null,
    ...overrides,
  };
}

/**
 * The audit log as the server answers it, over `fetch`: `entries` filtered by event, subject
 * and actor, newest (highest id) first, `limit` a page after `before`.
 */
export function serveAuditLog(entries: AuditLogEntry[]) {
  const api = fakeFetch((method, url) => {
    if (method !== 'GET' || url.pathname !== '/api/admin/audit-log')
      throw new Error(`unexpected call ${method} ${url.pathname}`);
    const query = url.searchParams;
    const before = query.get('before');
    const limit = Number(query.get('limit') ?? 50);
    const matching = [...entries]
      .sort((a, b) => b.id - a.id)
      .filter((entry) => !query.get('event') || entry.event === query.get('event'))
      .filter((entry) => !query.get('user_id') || entry.user?.id === query.get('user_id'))
      .filter((entry) => !query.get('actor_id') || entry.actor?.id === query.get('actor_id'))
      .filter((entry) => before === null || entry.id < Number(before));
    const page = matching.slice(0, limit);
    return {
      success: true,
      data: {
        entries: page,
        next_before: matching.length > limit ? page[page.length - 1]!.id : null,
      },
    };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}
