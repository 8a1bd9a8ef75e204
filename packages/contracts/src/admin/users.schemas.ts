import { z } from 'zod';
import { roleSchema } from '../auth/auth.schemas';
import { youngestPossibleAge } from '../auth/auth.rules';
import { otpCodeSchema } from '../auth/second-factor.schemas';
import { successEnvelope } from '../common/envelope';
import { REPORT_SUBJECTS } from '../social/reports.schemas';

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Where an account stands: active; suspended until a date (lifted then by itself); banned until
 * an admin reinstates it. Anyone but `active` cannot sign in and vanishes from public lists.
 */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** The console's age filter, from the birth year by the child-protection rule (youngest possible age). */
export const ADMIN_AGE_BANDS = ['under_16', '16_17', 'adult', 'unknown'] as const;
export type AdminAgeBand = (typeof ADMIN_AGE_BANDS)[number];

/** The band a birth year falls in this year; the youngest the person can be decides. */
export function adminAgeBandOf(birthYear: number | null, currentYear: number): AdminAgeBand {
  if (birthYear === null) return 'unknown';
  const age = youngestPossibleAge(birthYear, currentYear);
  if (age < 16) return 'under_16';
  return age < 18 ? '16_17' : 'adult';
}

/** The birth years of a band this year, inclusive (`unknown` has none: its birth year is null). */
export function birthYearsOfBand(
  band: Exclude<AdminAgeBand, 'unknown'>,
  currentYear: number,
): { from: number | null; to: number | null } {
  // youngest possible age = currentYear - birthYear - 1, so age >= a  <=>  birthYear <= currentYear - 1 - a.
  const latestFor = (age: number) => currentYear - 1 - age;
  if (band === 'under_16') return { from: latestFor(16) + 1, to: null };
  if (band === '16_17') return { from: latestFor(18) + 1, to: latestFor(16) };
  return { from: null, to: latestFor(18) };
}

export const ADMIN_USER_SORTS = ['created_at', 'name', 'email'] as const;
export const ADMIN_USERS_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;
export const ACCOUNT_REASON_MAX = 500;

/** `GET /api/admin/users`. */
export const adminUsersQuerySchema = z.strictObject({
  /** Part of the name or of the email address. */
  q: z.string().trim().min(1).max(100).optional(),
  role: roleSchema.optional(),
  status: accountStatusSchema.optional(),
  age_band: z.enum(ADMIN_AGE_BANDS).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_USERS_PAGE.maxLimit)
    .default(ADMIN_USERS_PAGE.defaultLimit),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: accountStatusSchema,
  /** Set while suspended: when the suspension ends by itself. */
  suspended_until: isoDateTime.nullable(),
  age_band: z.enum(ADMIN_AGE_BANDS),
  email_verified: z.boolean(),
  created_at: isoDateTime,
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserListResponseSchema = successEnvelope(
  z.object({
    users: z.array(adminUserSummarySchema),
    page: z.number().int(),
    limit: z.number().int(),
    has_more: z.boolean(),
  }),
);
export type AdminUserListPage = z.infer<typeof adminUserListResponseSchema>['data'];

export const adminUserSessionSchema = z.object({
  id: z.uuid(),
  created_at: isoDateTime,
  last_used_at: isoDateTime,
  expires_at: isoDateTime,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});

export const adminUserGameSchema = z.object({
  id: z.uuid(),
  game_mode: z.string(),
  category: z.string(),
  topic: z.string(),
  status: z.string(),
  score: z.number().int(),
  correct_answers: z.number().int(),
  question_count: z.number().int(),
  started_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
  /** Held off the leaderboards by the fast-answer rule, waiting for a moderator. */
  held_for_review: z.boolean(),
});

export const adminUserReportSchema = z.object({
  id: z.uuid(),
  subject_type: z.enum(REPORT_SUBJECTS),
  reason: z.string(),
  status: z.string(),
  created_at: isoDateTime,
  /** The other person: whom they reported, or who reported them. */
  other: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});

export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  /** Positive when points came in. */
  amount: z.number().int(),
  kind: z.string(),
  reference: z.string().nullable(),
});

export const adminUserDetailSchema = z.object({
  user: adminUserSummarySchema.extend({
    status_reason: z.string().nullable(),
    birth_year: z.number().int().nullable(),
    user_type: z.string().nullable(),
    organization: z.string().nullable(),
    profile_hidden: z.boolean(),
    last_sign_in_at: isoDateTime.nullable(),
  }),
  sessions: z.array(adminUserSessionSchema),
  games: z.array(adminUserGameSchema),
  reports: z.object({
    filed: z.array(adminUserReportSchema),
    about: z.array(adminUserReportSchema),
  }),
  ledger: z.object({ balance: z.number().int(), entries: z.array(adminLedgerEntrySchema) }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDetailResponseSchema = successEnvelope(adminUserDetailSchema);

/**
 * `PUT /api/admin/users/{id}`: a new role, a new standing, or both. A suspension needs its end
 * and a reason, a ban a reason (the person reads it when they try to sign in).
 */
export const adminUserUpdateBodySchema = z
  .strictObject({
    role: roleSchema.optional(),
    status: accountStatusSchema.optional(),
    suspended_until: isoDateTime.optional(),
    reason: z.string().trim().min(1).max(ACCOUNT_REASON_MAX).optional(),
    /** A fresh code from the admin's authenticator: role changes ask for it again. */
    otp_code: otpCodeSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.role === undefined && body.status === undefined)
      context.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'Give a role or a status to change',
      });
    if (body.status === 'suspended' && body.suspended_until === undefined)
      context.addIssue({
        code: 'custom',
        path: ['suspended_until'],
        message: 'Say until when the account is suspended',
      });
    if (body.status !== 'suspended' && body.suspended_until !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['suspended_until'],
        message: 'Only a suspension has an end date',
      });
    if ((body.status === 'suspended' || body.status === 'banned') && body.reason === undefined)
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Give the reason the person will read',
      });
  });
export type AdminUserUpdateBody = z.output<typeof adminUserUpdateBodySchema>;

/** `DELETE /api/admin/users/{id}`: deletion asks for the second factor again. */
export const adminUserDeleteBodySchema = z.strictObject({
  otp_code: otpCodeSchema.optional(),
});

export const adminUserUpdateResponseSchema = successEnvelope(
  z.object({ user: adminUserSummarySchema.extend({ status_reason: z.string().nullable() }) }),
);

/** What `DELETE /api/admin/users/{id}` will answer once the privacy erase has run. */
export const adminUserDeletedResponseSchema = successEnvelope(
  z.object({ id: z.uuid(), erased: z.literal(true) }),
);

export const adminSessionsEndedResponseSchema = successEnvelope(
  z.object({ ended: z.number().int() }),
);

/** Refusals the console shows as they are. */
export const ADMIN_USER_MESSAGES = {
  notYourself: 'You cannot change your own account here.',
  lastAdmin: 'An administrator must remain: make someone else an administrator first.',
  suspendInPast: 'A suspension must end in the future',
} as const;
