export { healthRoutes, type ReadinessProbe } from './health.routes';
