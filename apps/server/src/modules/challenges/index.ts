export { registerChallengesModule, CHALLENGE_ROUND_MS } from './challenges.module';
export { type ChallengesService } from './challenges.service';
export { challengesWonOf } from './challenges.repo';
export { challengesPersonalData } from './personal-data';
