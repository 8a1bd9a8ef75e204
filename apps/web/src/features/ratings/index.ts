// What app/ composes: the profile card, the board (the lobby mounts it, handing in the content
// feature's categories), and the root key a rated game's end invalidates.
export { SkillRatingsCard } from './components/skill-ratings-card';
export { RatingBoard } from './components/rating-board';
export { RATINGS_KEY } from './api/keys';
export type { CategoryChoice, CategorySource } from './sources';
