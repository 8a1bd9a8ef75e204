export {
  registerRetentionModule,
  RETENTION_SWEEP_EVERY_MS,
  type RetentionModule,
} from './retention.module';
export { RETENTION_BATCHES, type SweepReport } from './retention.sweep';
