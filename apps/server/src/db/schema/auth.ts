import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed, for display and mail. */
    email: text('email').notNull(),
    /** Lower-cased and trimmed: the identity emails are compared by. */
    emailNormalized: text('email_normalized').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Null for accounts that only sign in through an external provider. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    userType: text('user_type'),
    birthYear: integer('birth_year'),
    organization: text('organization'),
    bio: text('bio'),
    location: text('location'),
    website: text('website'),
    avatarUrl: text('avatar_url'),
    role: text('role').notNull().default('user'),
    status: text('status').notNull().default('active'),
    /** Why the account is suspended or banned: the person reads it when they try to sign in. */
    statusReason: text('status_reason'),
    /** When a suspension ends by itself (set exactly while suspended). */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** A moderator's mute: no messages sent until then (null or past: not muted). */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** Bumped to end every session at once; access tokens carry the version they were made at. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Hidden from other players: 'Hidden player' in lists, pages not found (docs/PRIVACY.md). */
    profileHidden: boolean('profile_hidden').notNull().default(false),
    /** Opted in to the organization's leaderboard; off until the player chooses it. */
    listOnOrganizationBoard: boolean('list_on_organization_board').notNull().default(false),
    /** Time accommodation: the player's quiz countdowns last this many times the mode's. */
    extendedTime: real('extended_time').notNull().default(1),
    /** The interface language the player chose (one the server offers); null follows the browser. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_normalized_key').on(table.emailNormalized),
    // The social browse pages sort players by these and read one page by LIMIT/OFFSET.
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_full_name_lower_idx').on(sql`lower(${table.fullName})`, table.id),
    check('users_role_check', sql`role in ('user', 'moderator', 'admin')`),
    check('users_status_check', sql`status in ('active', 'suspended', 'banned')`),
    check(
      'users_suspended_until_check',
      sql`(status = 'suspended') = (suspended_until is not null)`,
    ),
    check('users_extended_time_check', sql`extended_time in (1, 1.5, 2)`),
    check(
      'users_user_type_check',
      sql`user_type is null or user_type in ('student', 'professional', 'educator')`,
    ),
  ],
);

/** One sign-in on one device: the family its refresh tokens belong to. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      // Sign-ins of an erased account end with it.
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Remember me: a cookie that outlives the browser, and a longer absolute expiry. */
    persistent: boolean('persistent').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** Signed in with the second factor too (or proved it since): staff routes need this. */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    // The retention sweep's scans: sign-ins that ended a while ago.
    index('auth_sessions_expires_at_idx').on(table.expiresAt),
    index('auth_sessions_revoked_at_idx')
      .on(table.revokedAt)
      .where(sql`revoked_at is not null`),
  ],
);

/**
 * A user's authenticator (TOTP, RFC 6238). The shared secret is stored sealed under the
 * server's TOTP key (lib/secret-box.ts), never in clear. A row with no `enabled_at` is a set-up
 * waiting for its first code.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    // The factor is part of the account.
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step a code was accepted for: codes of that step or earlier are refused. */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 hashes (they carry 80 random bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/**
 * Sign-ins waiting for their second factor: the password (or provider) was right; the ticket,
 * stored as its SHA-256, is spent by the right code, expires in minutes, and takes a few wrong
 * codes at most.
 */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the first factor was shown: 'password', or the provider's name. */
    method: text('method').notNull(),
    persistent: boolean('persistent').notNull(),
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('second_factor_tickets_user_idx').on(table.userId)],
);

/**
 * Opaque rotating refresh tokens, stored as SHA-256 hashes. Each rotation adds a child and
 * marks the parent used; presenting a used token again revokes the whole session (family).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    parentId: uuid('parent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/** Single-use mailed tokens (email verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      // Pending mail tokens are useless without the account.
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_tokens_token_hash_key').on(table.tokenHash),
    index('email_tokens_user_idx').on(table.userId),
    check('email_tokens_purpose_check', sql`purpose in ('verify_email', 'reset_password')`),
  ],
);

/** External identities, keyed on (provider, subject), never on email. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      // A linked provider identity is personal data of the account.
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('oauth_identities_provider_subject_key').on(table.provider, table.subject),
    index('oauth_identities_user_idx').on(table.userId),
  ],
);

/** Pending external sign-ins: state and PKCE verifier, single use, short-lived. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Security-relevant events: sign-ins, failures, resets, refused tampering. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    // No foreign key on purpose: the audit trail outlives an erased user (the id no longer resolves).
    userId: uuid('user_id'),
    // Who acted, when it was someone other than the subject (an admin over HTTP); null for the
    // subject's own acts and for operator commands. No foreign key, for the same reason.
    actorId: uuid('actor_id'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_user_idx').on(table.userId),
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId),
    // The admin console filters by event, newest first.
    index('audit_log_event_idx').on(table.event, table.id),
  ],
);
