import {
  calendarFeedsResponseSchema,
  liveSessionResponseSchema,
  studySessionResponseSchema,
  studySessionsResponseSchema,
  STUDY_SESSION_RULES,
  UPLOAD_FAILED_MESSAGE,
  type CreateStudySessionBody,
  type OpenLiveSessionBody,
  type ReminderMinutes,
  type StudySession,
  type UpdateStudySessionBody,
} from '@quizarena/contracts';
import { apiBlob, apiFetch, ApiError } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { uploadFile } from '../../../lib/upload-file';

const BASE = '/api/study-groups';
const SESSIONS = '/api/study-sessions';
const FEEDS = '/api/calendar-feeds';
const session = (id: string) => `${SESSIONS}/${encodeURIComponent(id)}`;

/** A time window (ISO with offset); without `from` the server answers upcoming and live ones. */
export type SessionRange = { from?: string; to?: string; limit?: number };

function rangeQuery(range: SessionRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  params.set('limit', String(range.limit ?? STUDY_SESSION_RULES.upcomingLimit));
  return `?${params}`;
}

async function sessionFrom(request: Promise<unknown>): Promise<StudySession> {
  return parseAnswer(studySessionResponseSchema, await request).data.session;
}

async function sessionsFrom(request: Promise<unknown>): Promise<StudySession[]> {
  return parseAnswer(studySessionsResponseSchema, await request).data.sessions;
}

/** GET /api/study-sessions: the sessions of every group the caller is in. */
export function getMySessions(range: SessionRange, signal?: AbortSignal) {
  return sessionsFrom(apiFetch(`${SESSIONS}${rangeQuery(range)}`, { signal }));
}

/** GET {id}/sessions: one group's sessions. */
export function getGroupSessions(groupId: string, range: SessionRange, signal?: AbortSignal) {
  return sessionsFrom(
    apiFetch(`${BASE}/${encodeURIComponent(groupId)}/sessions${rangeQuery(range)}`, { signal }),
  );
}

/** GET sessions/{sessionId}. */
export function getSession(id: string, signal?: AbortSignal) {
  return sessionFrom(apiFetch(session(id), { signal }));
}

/** POST {id}/sessions: Schedule Session (owners and moderators). */
export function createSession(groupId: string, body: CreateStudySessionBody) {
  return sessionFrom(
    apiFetch(`${BASE}/${encodeURIComponent(groupId)}/sessions`, { method: 'POST', body }),
  );
}

/** PUT sessions/{sessionId}: a scheduled session's fields. */
export function updateSession(id: string, body: UpdateStudySessionBody) {
  return sessionFrom(apiFetch(session(id), { method: 'PUT', body }));
}

/** POST sessions/{sessionId}/cancel: off, with its reminders; feeds show it cancelled. */
export function cancelSession(id: string) {
  return sessionFrom(apiFetch(`${session(id)}/cancel`, { method: 'POST' }));
}

/** POST sessions/{sessionId}/rsvp: 409 when the session is full. */
export function rsvpSession(id: string, going: boolean) {
  return sessionFrom(apiFetch(`${session(id)}/rsvp`, { method: 'POST', body: { going } }));
}

/** PUT sessions/{sessionId}/reminder: a lead time, or null for none. */
export function setReminder(id: string, minutesBefore: ReminderMinutes | null) {
  return sessionFrom(
    apiFetch(`${session(id)}/reminder`, {
      method: 'PUT',
      body: { minutes_before: minutesBefore },
    }),
  );
}

async function gameFrom(request: Promise<unknown>) {
  return parseAnswer(liveSessionResponseSchema, await request).data;
}

/** POST sessions/{sessionId}/live: the host (or a manager) opens the live game. */
export function openLiveSession(id: string, body: OpenLiveSessionBody) {
  return gameFrom(apiFetch(`${session(id)}/live`, { method: 'POST', body }));
}

/** POST sessions/{sessionId}/join: Join Live; 409 until the host opens the game. */
export function joinLiveSession(id: string) {
  return gameFrom(apiFetch(`${session(id)}/join`, { method: 'POST' }));
}

/** GET sessions/{sessionId}/calendar.ics: the session as a calendar file. */
export function getSessionCalendar(id: string): Promise<Blob> {
  return apiBlob(`${session(id)}/calendar.ics`, { headers: { accept: 'text/calendar' } });
}

/** GET /api/calendar-feeds: the caller's feed addresses (and a group's, when asked). */
export async function getCalendarFeeds(groupId?: string, signal?: AbortSignal) {
  const query = groupId ? `?${new URLSearchParams({ group_id: groupId })}` : '';
  const body = await apiFetch(`${FEEDS}${query}`, { signal });
  return parseAnswer(calendarFeedsResponseSchema, body).data;
}

/** POST /api/calendar-feeds/reset: a new address; the old one stops working. */
export async function resetCalendarFeed(groupId?: string) {
  const body = await apiFetch(`${FEEDS}/reset`, {
    method: 'POST',
    body: groupId ? { group_id: groupId } : {},
  });
  return parseAnswer(calendarFeedsResponseSchema, body).data;
}

/** A recording is uploaded as a message attachment would be, then named by its attachment id. */
export async function uploadRecording(file: File): Promise<string> {
  const { attachment } = await uploadFile('messages', file);
  if (!attachment) throw new ApiError(UPLOAD_FAILED_MESSAGE);
  return attachment.id;
}
