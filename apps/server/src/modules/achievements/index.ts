export { achievementRoutes } from './achievements.routes';
export {
  createAchievementsService,
  evaluateAchievements,
  type AchievementEvaluation,
  type AchievementsService,
} from './achievements.service';
export { ACHIEVEMENT_CATALOGUE } from './achievement-catalogue';
export { registerAchievementsModule } from './achievements.module';
