export { realtimeRoutes } from './realtime.routes';
export { registerRealtimeSocket, socketOrigins } from './realtime.ws';
export { bridgeDomainEvents } from './realtime.bridge';
export {
  createRealtimeService,
  type ChannelOwner,
  type RealtimeService,
  type RealtimeSettings,
  type RealtimeUser,
  type SessionCheck,
} from './realtime.service';
export { createLocalBus, createRedisBus } from './realtime.bus';
export {
  createMemoryTicketStore,
  createRedisTicketStore,
  type TicketHolder,
} from './realtime.tickets';
export { registerRealtimeModule } from './realtime.module';
