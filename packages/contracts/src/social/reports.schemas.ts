import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { plainText } from '../common/text';

/** Why a player reports a message, a player, a study group's name or a room's name. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'inappropriate',
  'impersonation',
  'other',
] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export const REPORT_SUBJECTS = ['user', 'message', 'study_group', 'room'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
/** The subjects reported by their name, which a moderator can reset. */
export type NamedReportSubject = Extract<ReportSubject, 'study_group' | 'room'>;

/** What a reporter is told when the group or room they report is their own. */
export const REPORT_MESSAGES = {
  yourself: 'You cannot report yourself',
  ownGroup: 'You cannot report your own study group',
  ownRoom: 'You cannot report your own room',
} as const;

/**
 * The neutral name a study group or a room gets when a moderator removes its reported name:
 * the kind and the first eight characters of its id, so members can still tell it apart.
 */
export function neutralName(subject: NamedReportSubject, id: string): string {
  return `${subject === 'study_group' ? 'Study group' : 'Room'} ${id.slice(0, 8)}`;
}

/**
 * `POST /api/social/reports`: kept with a snapshot for the moderation queue (a study group or a
 * room is reported by its name, which the snapshot keeps).
 */
export const reportBodySchema = z
  .strictObject({
    subject_type: z.enum(REPORT_SUBJECTS),
    subject_id: z.uuid(),
    reason: reportReasonSchema,
    details: plainText().max(1000, 'At most 1000 characters').nullable().optional(),
  })
  .meta({ id: 'ReportBody' });
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportResponseSchema = successEnvelope(
  z.object({ id: z.uuid(), status: z.literal('pending'), created_at: z.iso.datetime() }),
);
