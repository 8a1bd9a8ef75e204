import { eq } from 'drizzle-orm';
import { challengePlayers, challenges } from '../../db/schema';
import { cascade, type PersonalDataPart } from '../../lib/personal-data';

/** Challenges the person sent or received, with their own play in each. */
export const challengesPersonalData: PersonalDataPart = {
  module: 'challenges',
  describes: 'Challenges you sent or received, and how you played each',
  tables: ['challenges', 'challenge_players'],
  async export(db, userId) {
    const rows = await db
      .select({
        challenge_id: challenges.id,
        challenger_id: challenges.challengerId,
        type: challenges.challengeType,
        status: challenges.status,
        message: challenges.message,
        winner_id: challenges.winnerId,
        created_at: challenges.createdAt,
        finished_at: challenges.finishedAt,
        role: challengePlayers.role,
        answer: challengePlayers.answer,
        score: challengePlayers.score,
        correct_answers: challengePlayers.correctAnswers,
        total_questions: challengePlayers.totalQuestions,
        total_time_ms: challengePlayers.totalTimeMs,
        place: challengePlayers.place,
        played_at: challengePlayers.playedAt,
      })
      .from(challengePlayers)
      .innerJoin(challenges, eq(challenges.id, challengePlayers.challengeId))
      .where(eq(challengePlayers.userId, userId));
    return { challenges: rows };
  },
  // Challenges they sent and their seats cascade; a challenge they won keeps no winner (`set null`).
  erase: cascade,
};
