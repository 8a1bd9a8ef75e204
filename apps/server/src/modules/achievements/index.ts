export { achievementRoutes } from './achievements.routes';
export {
  createAchievementsService,
  evaluateAchievements,
  type AchievementEvaluation,
  type EvaluationOptions,
  type AchievementsService,
} from './achievements.service';
export { ACHIEVEMENT_CATALOGUE } from './achievement-catalogue';
export type { CountedMetric, CountSource, KnownPlayer } from './achievement-metrics';
export { registerAchievementsModule } from './achievements.module';
export { achievementsPersonalData } from './personal-data';
