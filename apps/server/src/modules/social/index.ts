export { registerSocialModule } from './social.module';
export {
  createSocialPolicy,
  relationshipFrom,
  type SocialPolicy,
  type MessagingDecision,
} from './social.policy';
export { type SocialService, type ChallengesWonSource } from './social.service';
export { blocksAmong } from './relationships.repo';
export { knownIdentity } from './social.dto';
export { socialPersonalData } from './personal-data';
