export { healthRoutes, type ReadinessProbe } from './health.routes';
export { registerHealthModule } from './health.module';
