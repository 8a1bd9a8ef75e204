export { presenceRoutes } from './presence.routes';
export { createPresenceService, type PresenceService } from './presence.service';
export {
  createMemoryPresenceStore,
  createRedisPresenceStore,
  type PresenceStore,
} from './presence.store';
export { registerPresenceModule, type PresenceSettings } from './presence.module';
export { presencePersonalData } from './personal-data';
