import {
  joinStudyGroupResponseSchema,
  studyGroupMembersResponseSchema,
  studyGroupResponseSchema,
  studyGroupsResponseSchema,
  studyResourcesResponseSchema,
  successEnvelope,
  studyResourceSchema,
  STUDY_GROUP_RULES,
  UPLOAD_FAILED_MESSAGE,
  type AddStudyResourceBody,
  type CreateStudyGroupBody,
  type DifficultyLevel,
  type JoinStudyGroupBody,
  type ManageStudyGroupBody,
  type StudyGroup,
  type UpdateStudyGroupBody,
} from '@quizarena/contracts';
import { z } from 'zod';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { uploadFile } from '../../../lib/upload-file';

const BASE = '/api/study-groups';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
// The contracts name the list's answer only; one added resource comes back as `{resource}`.
const resourceResponseSchema = successEnvelope(z.object({ resource: studyResourceSchema }));

/** Discover's filters; empty ones are left out (the server's defaults). */
export type DiscoverFilters = {
  search: string;
  categoryId: string;
  difficulty: DifficultyLevel | 'all';
};

async function groupFrom(request: Promise<unknown>): Promise<StudyGroup> {
  return parseAnswer(studyGroupResponseSchema, await request).data.group;
}

/** GET /api/study-groups: Discover's groups (filtered), the first page of 50. */
export async function getDiscoverGroups(filters: DiscoverFilters, signal?: AbortSignal) {
  const params = new URLSearchParams();
  const term = filters.search.trim();
  if (term) params.set('search', term);
  if (filters.categoryId) params.set('category_id', filters.categoryId);
  if (filters.difficulty !== 'all') params.set('difficulty_level', filters.difficulty);
  params.set('limit', String(STUDY_GROUP_RULES.discoverLimit));
  const body = await apiFetch(`${BASE}?${params}`, { signal });
  return parseAnswer(studyGroupsResponseSchema, body).data;
}

/** GET /api/study-groups?my_groups=true: the caller's groups, the first page of 20. */
export async function getMyGroups(signal?: AbortSignal) {
  const params = new URLSearchParams({
    my_groups: 'true',
    limit: String(STUDY_GROUP_RULES.myGroupsLimit),
  });
  const body = await apiFetch(`${BASE}?${params}`, { signal });
  return parseAnswer(studyGroupsResponseSchema, body).data;
}

/** GET /api/study-groups/{id}: one group the caller may see (404 otherwise). */
export function getGroup(id: string, signal?: AbortSignal): Promise<StudyGroup> {
  return groupFrom(apiFetch(one(id), { signal }));
}

/** POST /api/study-groups: the caller owns the new group; field refusals name the field. */
export function createGroup(body: CreateStudyGroupBody): Promise<StudyGroup> {
  return groupFrom(apiFetch(BASE, { method: 'POST', body }));
}

/** PUT /api/study-groups/{id}: the owner changes the form's fields. */
export function updateGroup(id: string, body: UpdateStudyGroupBody): Promise<StudyGroup> {
  return groupFrom(apiFetch(one(id), { method: 'PUT', body }));
}

/** DELETE /api/study-groups/{id}: the owner ends the group. */
export async function deleteGroup(id: string): Promise<void> {
  await apiFetch(one(id), { method: 'DELETE' });
}

/** POST {id}/join: joined at once, or a request (a private group's, with its message). */
export async function joinGroup(id: string, body: JoinStudyGroupBody) {
  const answer = await apiFetch(`${one(id)}/join`, { method: 'POST', body });
  return parseAnswer(joinStudyGroupResponseSchema, answer).data;
}

/** POST {id}/leave: the owner cannot (they hand ownership over first). */
export async function leaveGroup(id: string): Promise<void> {
  await apiFetch(`${one(id)}/leave`, { method: 'POST' });
}

/** GET {id}/members: members, and pending requests for the owner and moderators. */
export async function getMembers(id: string, signal?: AbortSignal) {
  const body = await apiFetch(`${one(id)}/members`, { signal });
  return parseAnswer(studyGroupMembersResponseSchema, body).data;
}

/** POST {id}/manage: one action on a member or a request, or a new invite code. */
export async function manageGroup(id: string, body: ManageStudyGroupBody): Promise<void> {
  await apiFetch(`${one(id)}/manage`, { method: 'POST', body });
}

/** GET /api/study-group-invites/{code}: the group an invite link opens. */
export function getInvite(code: string, signal?: AbortSignal): Promise<StudyGroup> {
  return groupFrom(apiFetch(`/api/study-group-invites/${encodeURIComponent(code)}`, { signal }));
}

/** POST {id}/rating: the caller's stars for the group. */
export async function rateGroup(id: string, rating: number): Promise<void> {
  await apiFetch(`${one(id)}/rating`, { method: 'POST', body: { rating } });
}

/** GET {id}/resources: the group's shared links and files. */
export async function getResources(id: string, signal?: AbortSignal) {
  const body = await apiFetch(`${one(id)}/resources`, { signal });
  return parseAnswer(studyResourcesResponseSchema, body).data.resources;
}

/** POST {id}/resources: a link, or a file already uploaded. */
export async function addResource(id: string, body: AddStudyResourceBody) {
  const answer = await apiFetch(`${one(id)}/resources`, { method: 'POST', body });
  return parseAnswer(resourceResponseSchema, answer).data.resource;
}

/** A file is uploaded as a message attachment would be, then shared by its attachment id. */
export async function uploadResourceFile(id: string, title: string, file: File) {
  const { attachment } = await uploadFile('messages', file);
  if (!attachment) throw new ApiError(UPLOAD_FAILED_MESSAGE);
  return addResource(id, { title, attachment_id: attachment.id });
}

/** DELETE {id}/resources/{resourceId}: the one who added it, or a manager. */
export async function deleteResource(id: string, resourceId: string): Promise<void> {
  await apiFetch(`${one(id)}/resources/${encodeURIComponent(resourceId)}`, { method: 'DELETE' });
}

/** The group picture: uploaded like a conversation's picture; its url goes in the form. */
export async function uploadGroupPicture(file: File): Promise<string> {
  return (await uploadFile('conversations', file)).url;
}
