import { eq } from 'drizzle-orm';
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
import { rowsOfPerson, type PersonalDataPart } from '../privacy';

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
};
