import { createHash, randomUUID } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { LinkSigner } from '../../lib/link-signer';
import * as repo from './study-sessions.repo';
import type { StudySessionsService } from './study-sessions.service';

/** Where calendar apps read a feed (public: the secret in the address is the key). */
export const CALENDAR_FEED_PATH = '/api/calendar';
const PURPOSE = 'calendar-feed';
const MINUTE = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** One calendar of sessions: each an event whose id stays when the session moves. */
export function toICalendar(name: string, rows: repo.SessionListRow[], publicUrl: string): string {
  const calendar = ical({ name, prodId: { company: 'QuizArena', product: 'Study sessions' } });
  for (const { session, groupName } of rows) {
    const link = `${publicUrl}/study-groups/${session.groupId}?session=${session.id}`;
    calendar.createEvent({
      id: `${session.id}@quizarena`,
      start: session.scheduledAt,
      end: new Date(session.scheduledAt.getTime() + session.durationMinutes * MINUTE),
      stamp: session.updatedAt,
      lastModified: session.updatedAt,
      summary: `${session.title} (${groupName})`,
      description: [session.description, link].filter(Boolean).join('\n\n'),
      location: session.location ?? link,
      url: link,
      status:
        session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/**
 * Calendar feeds (docs/ARCHITECTURE.md, Study groups): each person has a feed of every session
 * of their groups and one per group, at a secret address calendar apps subscribe to. The
 * secret is a signature of the feed's id, so the address can be shown again without being
 * stored; only its hash is kept, to find the feed. A reset makes a new feed (a new id), so
 * the old address stops working at once.
 */
export function createCalendarFeeds(deps: {
  db: Db;
  clock: Clock;
  links: LinkSigner;
  publicUrl: string;
  sessions: Pick<StudySessionsService, 'forCalendar' | 'visibleRow'>;
}) {
  const { db, clock, links, publicUrl } = deps;
  const tokenOf = (feedId: string) => links.sign(PURPOSE, feedId);
  const urlOf = (feedId: string) => `${publicUrl}${CALENDAR_FEED_PATH}/${tokenOf(feedId)}.ics`;

  async function member(userId: string, groupId: string) {
    if (!(await repo.roleIn(db, groupId, userId))) throw AppError.notFound('Study group not found');
  }

  async function ensure(userId: string, groupId: string | null): Promise<string> {
    const found = await repo.findFeed(db, userId, groupId);
    if (found) return found.id;
    const id = randomUUID();
    const made = await repo.insertFeed(db, {
      id,
      userId,
      groupId,
      tokenHash: hashOf(tokenOf(id)),
      at: clock.now(),
    });
    // Two first asks at once: the other one's feed is the feed.
    return made?.id ?? (await repo.findFeed(db, userId, groupId))!.id;
  }

  async function urls(userId: string, groupId: string | undefined) {
    if (groupId) await member(userId, groupId);
    return {
      user_feed_url: urlOf(await ensure(userId, null)),
      group_feed_url: groupId ? urlOf(await ensure(userId, groupId)) : null,
    };
  }

  return {
    /** `GET /api/study-groups/calendar`: the caller's feed addresses (made on first ask). */
    urls,

    /** `POST /api/study-groups/calendar/reset`: a new address for one feed; the old one ends. */
    async reset(userId: string, groupId: string | undefined) {
      if (groupId) await member(userId, groupId);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const found = await repo.findFeed(tx, userId, groupId ?? null);
        if (found) await repo.deleteFeed(tx, found.id);
        const id = randomUUID();
        await repo.insertFeed(tx, {
          id,
          userId,
          groupId: groupId ?? null,
          tokenHash: hashOf(tokenOf(id)),
          at: clock.now(),
        });
      });
      return urls(userId, groupId);
    },

    /**
     * The feed a secret opens, as iCalendar text; null when no feed has it (reset, or its
     * owner left the group), which the route answers 404.
     */
    async read(token: string): Promise<string | null> {
      const feed = await repo.feedByTokenHash(db, hashOf(token));
      if (!feed) return null;
      if (feed.groupId) {
        const group = await repo.findGroup(db, feed.groupId);
        if (!group || !(await repo.roleIn(db, feed.groupId, feed.userId))) return null;
        return toICalendar(
          `QuizArena: ${group.name}`,
          await deps.sessions.forCalendar([feed.groupId]),
          publicUrl,
        );
      }
      return toICalendar(
        'QuizArena study sessions',
        await deps.sessions.forCalendar(await repo.groupIdsOf(db, feed.userId)),
        publicUrl,
      );
    },

    /** One session as a calendar file ('Add to calendar'). */
    async oneSession(userId: string, sessionId: string): Promise<string> {
      const row = await deps.sessions.visibleRow(userId, sessionId);
      return toICalendar(row.session.title, [row], publicUrl);
    },
  };
}
export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
