export { registerAdminModule } from './admin.module';
