// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { ChallengesPage } from './pages/challenges-page';
export { ChallengePage } from './pages/challenge-page';
