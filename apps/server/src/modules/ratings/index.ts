export {
  rateGame,
  ratingsOf,
  type PlayerRating,
  type RateGameInput,
  type RatingChange,
  type RatingSnapshot,
  type Standing,
} from './rate-game';
export { rateStandings, ranksOf, type RatedStanding, type Skill } from './ratings.update';
export { createRatingsService, type RatingsService } from './ratings.service';
export { registerRatingsModule } from './ratings.module';
export { ratingsPersonalData } from './personal-data';
