import { eq, sql } from 'drizzle-orm';
import {
  calendarFeeds,
  studyGroupJoinRequests,
  studyGroupMembers,
  studyGroupRatings,
  studyGroupResources,
  studyGroups,
  studySessionParticipants,
  studySessions,
} from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/** Groups the person owns or belongs to, their sessions, ratings, resources and requests. */
export const studyGroupsPersonalData: PersonalDataPart = {
  module: 'study-groups',
  describes:
    'Study groups you own or joined, join requests, sessions you host or attend, ratings, resources you added',
  tables: [
    'study_groups',
    'study_group_members',
    'study_group_join_requests',
    'study_group_ratings',
    'study_group_resources',
    'study_sessions',
    'study_session_participants',
    'calendar_feeds',
  ],
  async export(db, userId) {
    const memberships = await db
      .select({
        group_id: studyGroupMembers.groupId,
        group_name: studyGroups.name,
        role: studyGroupMembers.role,
        joined_at: studyGroupMembers.joinedAt,
      })
      .from(studyGroupMembers)
      .innerJoin(studyGroups, eq(studyGroups.id, studyGroupMembers.groupId))
      .where(eq(studyGroupMembers.userId, userId));
    return {
      groups_owned: await rowsOfPerson(db, studyGroups, studyGroups.ownerId, userId, [
        'inviteCode',
      ]),
      memberships,
      join_requests: await rowsOfPerson(
        db,
        studyGroupJoinRequests,
        studyGroupJoinRequests.userId,
        userId,
      ),
      ratings: await rowsOfPerson(db, studyGroupRatings, studyGroupRatings.userId, userId),
      resources_added: await rowsOfPerson(
        db,
        studyGroupResources,
        studyGroupResources.addedBy,
        userId,
      ),
      sessions_hosted: await rowsOfPerson(db, studySessions, studySessions.hostId, userId),
      sessions_joined: await rowsOfPerson(
        db,
        studySessionParticipants,
        studySessionParticipants.userId,
        userId,
      ),
      calendar_feeds: await rowsOfPerson(db, calendarFeeds, calendarFeeds.userId, userId, [
        'tokenHash',
      ]),
    };
  },
  /**
   * Memberships, requests, ratings, attendance and calendar feeds cascade; sessions they host
   * and resources they added stay without them (`set null`). A group they own is handed over as
   * an owner leaving must (docs/ARCHITECTURE.md): to its longest-standing moderator, else
   * member, who becomes owner of its chat too; a group with nobody else in it is deleted with
   * its chat.
   */
  async erase(tx, userId) {
    await tx.execute(sql`
      update study_groups g set owner_id = next.user_id
      from (select distinct on (m.group_id) m.group_id, m.user_id
            from study_group_members m join study_groups o on o.id = m.group_id
            where o.owner_id = ${userId} and m.user_id <> ${userId}
            order by m.group_id, (m.role = 'moderator') desc, m.joined_at, m.user_id) next
      where g.id = next.group_id`);
    // The old owner's row first: one owner per group is a unique index.
    await tx.execute(sql`
      delete from study_group_members m using study_groups g
      where g.id = m.group_id and m.user_id = ${userId} and g.owner_id <> ${userId}`);
    await tx.execute(sql`
      update study_group_members m set role = 'owner' from study_groups g
      where g.id = m.group_id and g.owner_id = m.user_id and m.role <> 'owner'`);
    await tx.execute(sql`
      update conversation_participants p set role = 'owner' from study_groups g
      where g.conversation_id = p.conversation_id and g.owner_id = p.user_id and p.role <> 'owner'`);
    await tx.execute(sql`
      update conversations c set owner_id = g.owner_id from study_groups g
      where g.conversation_id = c.id and c.owner_id = ${userId}`);
    const alone = (await tx.execute(sql`
      delete from study_groups where owner_id = ${userId}
      returning conversation_id`)) as unknown as { rows: { conversation_id: string }[] };
    for (const row of alone.rows)
      await tx.execute(sql`delete from conversations where id = ${row.conversation_id}`);
  },
};
