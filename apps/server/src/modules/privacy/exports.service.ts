import { randomBytes } from 'node:crypto';
import {
  DATA_EXPORT_COOLDOWN_HOURS,
  DATA_EXPORT_KEPT_DAYS,
  type DataExport,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import type { NotificationsService } from '../notifications';
import type { FileStorage } from '../uploads';
import { createZipWriter } from './export-zip';
import * as repo from './exports.repo';
import { withoutSecrets, type PersonalDataPart } from '../../lib/personal-data';

const DAY_MS = 86_400_000;
/** A build that has not moved for this long is taken as dead (its instance crashed). */
export const STALE_BUILD_MS = 10 * 60_000;
/** Builds begun before an export is failed for good. */
export const MAX_BUILD_ATTEMPTS = 3;
/** The exports a person's list shows, newest first. */
const LISTED = 10;

export type ExportsServiceDeps = {
  db: Db;
  clock: Clock;
  parts: readonly PersonalDataPart[];
  storage: FileStorage;
  outbox: Pick<Outbox, 'poke'>;
  notifications: Pick<NotificationsService, 'notify'>;
  onError: (message: string, error: unknown) => void;
};

function toDto(row: repo.ExportRow, now: Date): DataExport {
  // Past its time but not yet swept: it already reads as expired.
  const expired =
    row.status === 'expired' ||
    (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);
  return {
    id: row.id,
    status: expired ? 'expired' : (row.status as DataExport['status']),
    progress: row.progress,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: expired ? null : row.size,
  };
}

function readme(parts: readonly PersonalDataPart[], userId: string, at: Date): string {
  return [
    'QuizArena: a copy of your data',
    '',
    `Made ${at.toISOString()} for account ${userId}.`,
    'Each JSON file holds what one part of QuizArena keeps about you. Times are UTC (ISO 8601).',
    'Other people appear by id and display name only; passwords, secrets and tokens are never',
    'included. See the privacy page in the app for what is kept, why and for how long.',
    '',
    ...parts.map((part) => `${part.module}.json: ${part.describes}.`),
    'files/: the files you uploaded (your avatar, files you attached to messages).',
    '',
  ].join('\n');
}

/**
 * Exports of a person's data (docs/ARCHITECTURE.md, Privacy: export): asked for here, built by
 * the scheduler's round part by part with the progress written as each part lands, kept
 * `DATA_EXPORT_KEPT_DAYS` days, then deleted by the cleanup round.
 */
export function createExportsService(deps: ExportsServiceDeps) {
  const { db, clock, parts, storage } = deps;

  const build = async (row: repo.ExportRow): Promise<void> => {
    const zip = createZipWriter();
    const started = clock.now();
    zip.addText('README.txt', readme(parts, row.userId, started));
    const files: { key: string; name: string }[] = [];
    for (const [index, part] of parts.entries()) {
      const data = withoutSecrets(await part.export(db, row.userId));
      zip.addText(`${part.module}.json`, `${JSON.stringify(data, null, 2)}\n`);
      if (part.files) files.push(...(await part.files(db, row.userId)));
      const progress = Math.floor(((index + 1) * 90) / parts.length);
      if (
        !(await repo.recordProgress(db, row.id, {
          progress,
          attempts: row.attempts,
          at: clock.now(),
        }))
      )
        throw new Error('the export was taken over by another build');
    }
    const names = new Set<string>();
    for (const file of files) {
      const stored = await storage.get(file.key);
      // A file deleted since (a removed attachment) is simply not in the copy.
      if (!stored || names.has(file.name)) {
        stored?.body.destroy();
        continue;
      }
      names.add(file.name);
      await zip.addStream(`files/${file.name}`, stored.body);
    }
    const bytes = await zip.finish();
    const storageKey = `exports/${randomBytes(16).toString('hex')}.zip`;
    await storage.put(storageKey, bytes, 'application/zip');
    const at = clock.now();
    const expiresAt = new Date(at.getTime() + DATA_EXPORT_KEPT_DAYS * DAY_MS);
    const { ready, poke } = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const ready = await repo.markReady(tx, row.id, {
        attempts: row.attempts,
        storageKey,
        size: bytes.length,
        at,
        expiresAt,
      });
      if (!ready) return { ready, poke: false };
      const poke = await deps.notifications.notify(tx, {
        userId: row.userId,
        kind: 'data_export_ready',
        data: { export_id: row.id, expires_at: expiresAt.toISOString() },
      });
      return { ready, poke };
    });
    if (!ready) {
      await storage.delete(storageKey);
      throw new Error('the export was taken over by another build');
    }
    if (poke) deps.outbox.poke();
  };

  return {
    /** Queues an export of the caller's data. */
    async request(userId: string): Promise<DataExport> {
      const now = clock.now();
      const last = await repo.lastReadyAt(db, userId);
      const next = last && last.getTime() + DATA_EXPORT_COOLDOWN_HOURS * 3_600_000;
      if (next && next > now.getTime()) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          `One export a day: the next may be asked for after ${new Date(next).toISOString()}`,
          { retryAfterSeconds: Math.ceil((next - now.getTime()) / 1000) },
        );
      }
      const row = await repo.insertExport(db, userId, now);
      if (!row) throw AppError.conflict('CONFLICT', 'An export of your data is already being made');
      return toDto(row, now);
    },

    async list(userId: string): Promise<DataExport[]> {
      const now = clock.now();
      return (await repo.exportsOf(db, userId, LISTED)).map((row) => toDto(row, now));
    },

    /** The caller's ready export's file; someone else's is not found, an expired one gone. */
    async open(userId: string, id: string) {
      const row = await repo.findExport(db, id);
      if (!row || row.userId !== userId) throw AppError.notFound('No such export');
      const dto = toDto(row, clock.now());
      if (dto.status === 'expired')
        throw new AppError(410, 'EXPORT_EXPIRED', 'This export has expired: ask for a new one');
      if (dto.status !== 'ready' || !row.storageKey)
        throw AppError.conflict('CONFLICT', `This export is ${dto.status}, not ready to download`);
      const file = await storage.get(row.storageKey);
      if (!file)
        throw new AppError(410, 'EXPORT_EXPIRED', 'This export has expired: ask for a new one');
      return { file, createdAt: row.createdAt };
    },

    /**
     * Builds queued exports (and takes over dead builds) one after another; answers how many
     * were finished. A failed build is queued again, for a later round, until its last attempt.
     */
    async round(limit = 5): Promise<number> {
      let built = 0;
      for (let i = 0; i < limit; i += 1) {
        const now = clock.now();
        const row = await repo.claimNext(db, {
          now,
          staleBefore: new Date(now.getTime() - STALE_BUILD_MS),
        });
        if (!row) break;
        try {
          await build(row);
          built += 1;
        } catch (error) {
          deps.onError('a data export could not be built', error);
          await repo.markAttemptFailed(db, row.id, {
            attempts: row.attempts,
            error: error instanceof Error ? error.message : String(error),
            final: row.attempts >= MAX_BUILD_ATTEMPTS,
          });
          // Retried on a later round, not at once: what failed may need a moment.
          break;
        }
      }
      return built;
    },

    /** Deletes the files of exports past their time and marks them expired; answers how many. */
    async cleanup(): Promise<number> {
      let removed = 0;
      for (;;) {
        const rows = await repo.expiredExports(db, clock.now(), 50);
        if (rows.length === 0) return removed;
        for (const row of rows) if (row.storageKey) await storage.delete(row.storageKey);
        await repo.markExpired(
          db,
          rows.map((row) => row.id),
        );
        removed += rows.length;
      }
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
