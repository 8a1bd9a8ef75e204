import {
  STUDY_GROUP_RULES,
  type StudyGroupRole,
  type StudyResource,
  type addStudyResourceBodySchema,
} from '@quizarena/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { GroupChat } from '../messages';
import { shownPerson } from './study-groups.dto';
import * as repo from './study-groups.repo';
import { attachmentHeld } from './study-sessions.repo';

type ResourceBody = z.output<typeof addStudyResourceBodySchema>;

/** The resources' own refusals (part of `STUDY_GROUP_MESSAGES`). */
export const RESOURCE_MESSAGES = {
  resourceNotFound: 'Resource not found',
  tooManyResources: `A group shares at most ${STUDY_GROUP_RULES.maxResources} resources`,
  resourceDelete: 'Only whoever added a resource, the owner and moderators can remove it',
} as const;
const M = RESOURCE_MESSAGES;

/** What the resources need of the group service: its rules for reaching and changing a group. */
export type GroupAccess = {
  /** The group and the caller's role; an invite-only group is not found by strangers. */
  open(userId: string, id: string): Promise<{ group: repo.GroupRow; role: StudyGroupRole | null }>;
  /** The caller's role, or the refusal of someone who is not a member. */
  requireMember(group: repo.GroupRow, role: StudyGroupRole | null): StudyGroupRole;
  /** Runs `work` on the locked group with the caller's role. */
  change<T>(
    userId: string,
    id: string,
    work: (tx: Db, group: repo.GroupRow, role: StudyGroupRole | null) => Promise<{ result: T }>,
  ): Promise<T>;
  /** Whether the role manages the group (its owner and moderators). */
  isManager(role: StudyGroupRole | null): boolean;
};

/**
 * A group's shared resources (docs/ARCHITECTURE.md, Study groups): links, or files uploaded
 * with path `messages` and claimed through the group's chat (the uploader's own, held by no
 * message and no other resource). A removed resource's file is deleted with it.
 */
export function createStudyGroupResources(deps: {
  db: Db;
  clock: Clock;
  chat: Pick<GroupChat, 'attachments' | 'claimAttachment' | 'dropAttachment'>;
  access: GroupAccess;
  onError?: ((message: string, error: unknown) => void) | undefined;
}) {
  const { db, clock, chat, access } = deps;

  /** `GET /api/study-groups/{id}/resources`: members only, newest first. */
  async function resources(userId: string, id: string): Promise<StudyResource[]> {
    const { group, role } = await access.open(userId, id);
    access.requireMember(group, role);
    const rows = await repo.resourcesOf(db, id);
    const files = await chat.attachments(
      rows.map((row) => row.attachmentId).filter((one): one is string => one !== null),
    );
    const year = clock.now().getUTCFullYear();
    return rows.map((row) => {
      const file = row.attachmentId ? files.get(row.attachmentId) : undefined;
      return {
        id: row.id,
        title: row.title,
        kind: row.attachmentId ? 'file' : 'link',
        url: file?.url ?? row.url ?? '',
        file_name: file?.name ?? null,
        mime_type: file?.mime_type ?? null,
        size: file?.size ?? null,
        added_by: row.person ? shownPerson(row.person, userId, year) : null,
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  /** Deletes the files of resources that are gone; a failure is told, not thrown. */
  async function dropFiles(attachmentIds: string[]) {
    for (const file of attachmentIds)
      await chat
        .dropAttachment(file)
        .catch((error: unknown) => deps.onError?.('could not delete a resource file', error));
  }

  return {
    dropFiles,
    resources,

    /** `POST /api/study-groups/{id}/resources`: a member shares a link or an uploaded file. */
    async addResource(userId: string, id: string, body: ResourceBody) {
      await access.change(userId, id, async (tx, group, role) => {
        access.requireMember(group, role);
        if ((await repo.resourceCount(tx, id)) >= STUDY_GROUP_RULES.maxResources)
          throw AppError.conflict('CONFLICT', M.tooManyResources);
        const attachmentId =
          'attachment_id' in body
            ? await chat.claimAttachment(tx, body.attachment_id, userId, (locked) =>
                attachmentHeld(locked, body.attachment_id),
              )
            : null;
        await repo.insertResource(tx, {
          groupId: id,
          addedBy: userId,
          title: body.title,
          url: 'url' in body ? body.url : null,
          attachmentId,
          createdAt: clock.now(),
        });
        return { result: undefined };
      });
      return resources(userId, id);
    },

    /** `DELETE /api/study-groups/{id}/resources/{resourceId}`: its adder, owner or moderators. */
    async deleteResource(userId: string, id: string, resourceId: string) {
      const file = await access.change(userId, id, async (tx, group, role) => {
        access.requireMember(group, role);
        const resource = await repo.findResource(tx, id, resourceId);
        if (!resource) throw AppError.notFound(M.resourceNotFound);
        if (resource.addedBy !== userId && !access.isManager(role))
          throw AppError.forbidden(M.resourceDelete);
        await repo.deleteResource(tx, resource.id);
        return { result: resource.attachmentId };
      });
      if (file) await dropFiles([file]);
      return { deleted: true as const, id: resourceId };
    },
  };
}
