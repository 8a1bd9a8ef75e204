import { z } from 'zod';
import { currentPasswordSchema } from '../auth/auth.schemas';
import { otpCodeSchema } from '../auth/second-factor.schemas';
import { successEnvelope } from '../common/envelope';
import { retentionRule } from './retention.rules';

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * How long a finished export may be downloaded before the scheduler deletes it: the retention
 * rule's period, so the privacy page and the export agree.
 */
export const DATA_EXPORT_KEPT_DAYS = retentionRule('finished_exports').keepDays!;
/** After an export is ready, the next may be asked for this many hours later. */
export const DATA_EXPORT_COOLDOWN_HOURS = 24;

/**
 * An export's life: queued until the scheduler takes it, building (with progress) as each
 * module's part is written, ready to download, expired once deleted, failed after its retries.
 */
export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(DATA_EXPORT_STATUSES),
    progress: z.number().int().min(0).max(100).describe('Percent of the modules written'),
    created_at: isoDateTime,
    ready_at: isoDateTime.nullable(),
    expires_at: isoDateTime.nullable().describe('After this the file is gone (410)'),
    size: z.number().int().nonnegative().nullable().describe('The ZIP’s size in bytes once ready'),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportParamsSchema = z.strictObject({ id: z.uuid() });

export const dataExportResponseSchema = successEnvelope(
  z.object({ export: dataExportSchema }),
).meta({ id: 'DataExportResponse' });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;

export const dataExportListResponseSchema = successEnvelope(
  z.object({ exports: z.array(dataExportSchema) }),
).meta({ id: 'DataExportListResponse' });
export type DataExportListResponse = z.infer<typeof dataExportListResponseSchema>;

/** Whether an export is still being made: the client polls the list while one is. */
export function isExportPending(status: DataExportStatus): boolean {
  return status === 'queued' || status === 'building';
}

/**
 * `POST /api/privacy/erasure`: the person's password (accounts made through a provider have
 * none) and, with the second factor on, a fresh code from their app.
 */
export const accountErasureRequestSchema = z.strictObject({
  password: currentPasswordSchema.optional(),
  otp_code: otpCodeSchema.optional(),
});
export type AccountErasureRequest = z.infer<typeof accountErasureRequestSchema>;

/** A person's own account erasure while it can still be cancelled. */
export const accountErasureSchema = z
  .object({
    status: z.enum(['pending', 'running']),
    requested_at: isoDateTime,
    erase_after: isoDateTime.describe(
      'When the account is erased; signing in before then cancels it',
    ),
  })
  .meta({ id: 'AccountErasure' });
export type AccountErasure = z.infer<typeof accountErasureSchema>;

export const accountErasureResponseSchema = successEnvelope(
  z.object({ erasure: accountErasureSchema.nullable() }),
).meta({ id: 'AccountErasureResponse' });
export type AccountErasureResponse = z.infer<typeof accountErasureResponseSchema>;
