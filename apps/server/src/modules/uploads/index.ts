export { uploadFileRoutes, uploadRoutes } from './uploads.routes';
export {
  createUploadsService,
  storageKeyOfUrl,
  type UploadsService,
  type UploadsServiceDeps,
} from './uploads.service';
export {
  createLocalFileStorage,
  createMemoryFileStorage,
  type FileStorage,
  type StoredFile,
} from './file-storage';
export { MAX_INPUT_PIXELS } from './avatar-image';
export { registerUploadsModule } from './uploads.module';
