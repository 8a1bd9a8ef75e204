import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { plainText } from '../common/text';

/** Why a player reports a message or a player. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'inappropriate',
  'impersonation',
  'other',
] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export const REPORT_SUBJECTS = ['user', 'message'] as const;

/** `POST /api/social/reports`: kept with a snapshot for the moderation queue. */
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
